import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiCaller, ApiResponse } from '../../../../shared/api/apiCaller';
import type { ListQuery } from '../../../../shared/api/listQuery';
import { HISTORY_REFRESH_LIMIT } from '../../../../shared/domain/constants';
import { resourceKeys } from '../../../core/resourceQueries';

/** A history entry as the order's timeline and the history list answer it. */
export type OrderHistory = ApiResponse<'GET /orderHistories'>['results'][number];

const historyKey = resourceKeys.all('orderHistories');

/** queryOptions of the order history calls (spec section 7). */
export const historyQueries = {
  /**
   * The order's entries, newest first: up to 100, what the edit page's refresh reloads. The
   * timeline names the people, so they come as summaries.
   */
  forOrder: (call: ApiCaller, orderId: number) =>
    queryOptions({
      queryKey: [...historyKey, 'order', orderId],
      queryFn: () =>
        call('GET /orderHistories', {
          query: {
            filter: JSON.stringify({ orderId }),
            includes: 'assignedUsers,assigner',
            embed: 'summary',
            orderBy: '-id',
            limit: HISTORY_REFRESH_LIMIT,
          },
        }),
    }),

  /** The order histories list screen, each entry with its order. */
  list: (call: ApiCaller, query: ListQuery) =>
    queryOptions({
      queryKey: [...historyKey, 'screen', query],
      queryFn: () => call('GET /orderHistories', { query: { ...query, includes: 'order' } }),
      placeholderData: keepPreviousData,
    }),
};

/** The entry the workflow acts on: the current one, else the newest. */
export function currentEntry(entries: readonly OrderHistory[]): OrderHistory | null {
  return entries.find((e) => e.isCurrent === true) ?? entries[0] ?? null;
}
