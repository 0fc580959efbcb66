import { queryOptions } from '@tanstack/react-query';
import type { ApiCaller, ApiResponse } from '../../../shared/api/apiCaller';

/** Size of the dashboard's new-order list. */
export const NEW_ORDERS_LIMIT = 10;

/** Keys sit under the orders resource, so any order change refreshes the dashboard too. */
const dashboardKey = ['resources', 'orders', 'dashboard'] as const;

/** An order of the dashboard's lists. */
export type DashboardOrder = ApiResponse<'GET /orders'>['results'][number];

/** queryOptions of the dashboard's calls, all on GET /orders. */
export const dashboardQueries = {
  /** How many orders match `filter`: one row asked for, `total` read. */
  orderCount: (call: ApiCaller, filter: Readonly<Record<string, unknown>>) =>
    queryOptions({
      queryKey: [...dashboardKey, 'count', filter],
      queryFn: async () => (await call('GET /orders', { query: { limit: 1, filter: JSON.stringify(filter) } })).total,
    }),

  /** The newest orders, optionally under a list filter. */
  newOrders: (call: ApiCaller, filter?: Readonly<Record<string, unknown>>) =>
    queryOptions({
      queryKey: [...dashboardKey, 'new', filter ?? null],
      queryFn: () =>
        call('GET /orders', {
          query: {
            limit: NEW_ORDERS_LIMIT,
            orderBy: '-createdAt',
            includes: 'customer',
            filter: filter ? JSON.stringify(filter) : undefined,
          },
        }),
    }),
};
