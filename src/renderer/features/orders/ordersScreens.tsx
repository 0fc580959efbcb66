import type { FeatureScreens } from '../../core/screens';
// The list and edit page come first: import order is the stylesheets' cascade order.
import { OrdersListPage } from './OrdersListPage';
import { OrderEditPage } from './edit/OrderEditPage';
import { OrderHistoriesListPage } from './history';
import { orderModal } from './orderModal';

/**
 * The orders screens: `/orders` (list), `/orders/:id/edit` (edit page) and `/orderHistories`
 * (history list), which replace the generic routes of the same paths; `#orders/create` and
 * `#orders/{id}/edit` open the orders' own modal.
 */
export const ordersScreens: FeatureScreens = {
  routes: () => [
    { path: '/orders', element: <OrdersListPage /> },
    { path: '/orders/:id/edit', element: <OrderEditPage /> },
    { path: '/orderHistories', element: <OrderHistoriesListPage /> },
  ],
  modals: { orders: orderModal },
};
