import type { FeatureScreens } from '../../core/screens';
import { DefaultPermissionsPage } from './DefaultPermissionsPage';
import { defaultsModal } from './defaultsModal';
import { PermissionsPage } from './PermissionsPage';
import { UserTypeEditPage } from './UserTypeEditPage';

/**
 * Permission administration: `/permissions` (the per-user matrix) in place of the generic
 * list of the catalogue, the default permissions of a role at `/roles/{id}/permissions` and of
 * a user type at `/userTypes/{id}/permissions`, and their forms leading there; a user type
 * edits on its own page (`/userTypes/{id}/edit`), created in the modal.
 */
export const permissionsScreens: FeatureScreens = {
  routes: () => [
    { path: '/permissions', element: <PermissionsPage /> },
    { path: '/roles/:id/permissions', element: <DefaultPermissionsPage resource="roles" /> },
    { path: '/userTypes/:id/permissions', element: <DefaultPermissionsPage resource="userTypes" /> },
    { path: '/userTypes/:id/edit', element: <UserTypeEditPage /> },
  ],
  modals: { roles: defaultsModal('roles'), userTypes: defaultsModal('userTypes') },
};
