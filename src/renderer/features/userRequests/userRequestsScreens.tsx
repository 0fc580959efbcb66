import type { FeatureScreens } from '../../core/screens';
import { MyRequestsPage, UserRequestsPage } from './UserRequestsPages';

/** The requests screens: everyone's at `/userRequests` (managers decide there), one's own at `/userRequests/me`. */
export const userRequestsScreens: FeatureScreens = {
  routes: () => [
    { path: '/userRequests', element: <UserRequestsPage /> },
    { path: '/userRequests/me', element: <MyRequestsPage /> },
  ],
};
