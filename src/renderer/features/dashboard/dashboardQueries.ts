import { queryOptions } from '@tanstack/react-query';
import type { ListResult } from '../../../shared/api/contract';
import type { Order } from '../../../shared/domain/entities';
import type { BridgeApi } from '../../../shared/ipc/bridge';

/** Size of the dashboard's new-order list. */
export const NEW_ORDERS_LIMIT = 10;

/** Keys sit under the orders resource, so any order change refreshes the dashboard too. */
const dashboardKey = ['resources', 'orders', 'dashboard'] as const;

/** queryOptions of the dashboard's calls, all on GET /orders. */
export const dashboardQueries = {
  /** How many orders match `filter`: one row asked for, `total` read. */
  orderCount: (bridge: BridgeApi, filter: Readonly<Record<string, unknown>>) =>
    queryOptions({
      queryKey: [...dashboardKey, 'count', filter],
      queryFn: async () => {
        const page = await bridge.request<ListResult<Order>>({
          method: 'GET',
          path: '/orders',
          query: { limit: 1, filter: JSON.stringify(filter) },
        });
        return page.total;
      },
    }),

  /** The newest orders, optionally under a list filter. */
  newOrders: (bridge: BridgeApi, filter?: Readonly<Record<string, unknown>>) =>
    queryOptions({
      queryKey: [...dashboardKey, 'new', filter ?? null],
      queryFn: () =>
        bridge.request<ListResult<Order>>({
          method: 'GET',
          path: '/orders',
          query: {
            limit: NEW_ORDERS_LIMIT,
            orderBy: '-createdAt',
            includes: 'customer',
            filter: filter ? JSON.stringify(filter) : undefined,
          },
        }),
    }),
};
