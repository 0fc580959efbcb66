import type { FeatureScreens } from '../../app/screens';
import { UserShowPage } from './UserShowPage';

/** The people screens: a user's page with their salary and working-times tabs. */
export const peopleScreens: FeatureScreens = {
  routes: () => [
    { path: '/users/:id/show', element: <UserShowPage /> },
    { path: '/auth/users/:id/show', element: <UserShowPage /> },
  ],
};
