import type { FeatureScreens } from '../../core/screens';
import { usersModal } from './UserCreateDialog';
import { UserPage } from './UserPage';
import { UsersListPage } from './UsersListPage';

/**
 * The people screens: the users list with invitations, a user's full screen (edit and show,
 * with their tabs), and the users create modal (`#users/{id}/edit` goes to the full screen).
 */
export const peopleScreens: FeatureScreens = {
  routes: () => [
    { path: '/users', element: <UsersListPage /> },
    { path: '/users/:id/edit', element: <UserPage key="edit" mode="edit" /> },
    { path: '/users/:id/show', element: <UserPage key="show" mode="show" /> },
    { path: '/auth/users/:id/show', element: <UserPage key="auth-show" mode="show" /> },
  ],
  modals: { users: usersModal },
};
