import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListQuery, ListResult } from '../../../shared/api/contract';
import { HISTORY_REFRESH_LIMIT } from '../../../shared/domain/constants';
import type { Order, OrderHistory } from '../../../shared/domain/entities';
import type { BridgeApi } from '../../../shared/ipc/bridge';
import { resourceKeys } from '../resources/resourceQueries';

/** A history entry of the order list screen, with its order embedded. */
export type ListedHistory = OrderHistory & { readonly order?: Order | null };

const historyKey = resourceKeys.all('orderHistories');

/** queryOptions of the order history calls (spec section 7). */
export const historyQueries = {
  /** The order's entries, newest first: up to 100, what the edit page's refresh reloads. */
  forOrder: (bridge: BridgeApi, orderId: number) =>
    queryOptions({
      queryKey: [...historyKey, 'order', orderId],
      queryFn: () =>
        bridge.request<ListResult<OrderHistory>>({
          method: 'GET',
          path: '/orderHistories',
          query: {
            filter: JSON.stringify({ orderId }),
            includes: 'assignedUsers,assigner',
            orderBy: '-id',
            limit: HISTORY_REFRESH_LIMIT,
          },
        }),
    }),

  /** The order histories list screen, each entry with its order. */
  list: (bridge: BridgeApi, query: ListQuery) =>
    queryOptions({
      queryKey: [...historyKey, 'screen', query],
      queryFn: () =>
        bridge.request<ListResult<ListedHistory>>({
          method: 'GET',
          path: '/orderHistories',
          query: Object.fromEntries(Object.entries({ ...query, includes: 'order' }).filter(([, v]) => v !== undefined)),
        }),
      placeholderData: keepPreviousData,
    }),
};

/** The entry the workflow acts on: the current one, else the newest. */
export function currentEntry(entries: readonly OrderHistory[]): OrderHistory | null {
  return entries.find((e) => e.isCurrent === true) ?? entries[0] ?? null;
}
