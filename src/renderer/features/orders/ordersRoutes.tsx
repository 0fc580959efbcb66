import type { RouteObject } from 'react-router';
import { OrderHistoriesListPage } from '../orderHistories/OrderHistoriesListPage';
import { OrderEditPage } from './edit/OrderEditPage';
import { OrdersListPage } from './OrdersListPage';

/**
 * The orders screens: `/orders` (list), `/orders/:id/edit` (edit page) and `/orderHistories`
 * (history list). Mount them inside the private shell before the generic resource routes,
 * whose same paths they replace.
 */
export function ordersRoutes(): RouteObject[] {
  return [
    { path: '/orders', element: <OrdersListPage /> },
    { path: '/orders/:id/edit', element: <OrderEditPage /> },
    { path: '/orderHistories', element: <OrderHistoriesListPage /> },
  ];
}
