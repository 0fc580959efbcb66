import type { FeatureScreens } from '../../app/screens';
import { PermissionsPage } from './PermissionsPage';
import { RolePermissionsPage } from './RolePermissionsPage';
import { roleModal } from './roleModal';

/**
 * Permission administration: `/permissions` (the per-user matrix) in place of the generic
 * list of the catalogue, a role's default permissions at `/roles/{id}/permissions`, and the
 * role form leading there.
 */
export const permissionsScreens: FeatureScreens = {
  routes: () => [
    { path: '/permissions', element: <PermissionsPage /> },
    { path: '/roles/:id/permissions', element: <RolePermissionsPage /> },
  ],
  modals: { roles: roleModal },
};
