import { queryOptions } from '@tanstack/react-query';
import type { ApiCaller, ApiResponse } from '../../../shared/api/apiCaller';
import type { CreatedAtRange } from '../../../shared/domain/reportPeriods';

/** Size of the dashboard's new-order list. */
export const NEW_ORDERS_LIMIT = 10;

/** Keys sit under the orders resource, so any order change refreshes the dashboard too. */
const dashboardKey = ['resources', 'orders', 'dashboard'] as const;

/** An order of the dashboard's lists. */
export type DashboardOrder = ApiResponse<'GET /orders'>['results'][number];

/** queryOptions of the dashboard's calls. */
export const dashboardQueries = {
  /** The managers' figures over a `createdAt` range, with the period before (GET /summaries/dashbroad). */
  summary: (call: ApiCaller, createdAt: CreatedAtRange) =>
    queryOptions({
      queryKey: [...dashboardKey, 'summary', createdAt],
      queryFn: () => call('GET /summaries/dashbroad', { query: { filter: JSON.stringify({ createdAt }) } }),
    }),

  /** The orders late at their stage per holding department (GET /orders/lateHandoffs). */
  lateHandoffs: (call: ApiCaller) =>
    queryOptions({
      queryKey: [...dashboardKey, 'lateHandoffs'],
      queryFn: () => call('GET /orders/lateHandoffs', { query: {} }),
    }),

  /** The newest orders (GET /orders), optionally under a list filter. */
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
