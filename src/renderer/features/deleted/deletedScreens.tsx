import { Navigate } from 'react-router';
import type { FeatureScreens } from '../../core/screens';
import { DeletedPage } from './DeletedPage';

/** `/deleted` (to the orders tab), `/deleted/{tab}` and `/orders/deleted`: deleted rows with redo. */
export const deletedScreens: FeatureScreens = {
  routes: () => [
    { path: '/orders/deleted', element: <DeletedPage tab="orders" /> },
    { path: '/deleted', element: <Navigate replace to="/deleted/orders" /> },
    { path: '/deleted/:tab', element: <DeletedPage /> },
  ],
};
