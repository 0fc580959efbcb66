import type { FeatureScreens } from '../../core/screens';
import { ChangePasswordPage } from './ChangePasswordPage';
import { ProfilePage } from './ProfilePage';

/** `/profile` and `/change-password`: the signed-in user's own account. */
export const profileScreens: FeatureScreens = {
  routes: () => [
    { path: '/profile', element: <ProfilePage /> },
    { path: '/change-password', element: <ChangePasswordPage /> },
  ],
};
