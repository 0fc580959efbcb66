import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListResult } from '../../../shared/api/contract';
import type { BridgeApi } from '../../../shared/ipc/bridge';
import { resourceKeys } from '../resources/resourceQueries';
import type { ListedOrder } from './orderCellData';
import type { OrdersListRequest } from './ordersListQuery';

/** Relations the edit page embeds (spec section 7, plus the catalog, niche and platform card). */
export const ORDER_EDIT_INCLUDES =
  'designer,sale,dealer,deliver,qualityAssurance,gua,customer,package,productCatalogs,niche,platform,orderRequirement';

/** An order as the edit page loads it. */
export type OrderDetail = ListedOrder & {
  readonly orderRequirement?: { readonly id: number; readonly name: string } | null;
};

/** Keys sit under the generic orders keys, so every order mutation refreshes these screens too. */
export const orderKeys = {
  all: resourceKeys.all('orders'),
  list: (request: OrdersListRequest) => [...resourceKeys.all('orders'), 'screen', request] as const,
  one: (id: number) => [...resourceKeys.all('orders'), 'edit', id] as const,
};

/** queryOptions of the orders screens. */
export const orderQueries = {
  list: (bridge: BridgeApi, request: OrdersListRequest) =>
    queryOptions({
      queryKey: orderKeys.list(request),
      queryFn: () =>
        bridge.request<ListResult<ListedOrder>>({
          method: 'GET',
          path: request.path,
          query: Object.fromEntries(Object.entries(request.query).filter(([, v]) => v !== undefined)),
        }),
      placeholderData: keepPreviousData,
    }),

  one: (bridge: BridgeApi, id: number, includes = ORDER_EDIT_INCLUDES) =>
    queryOptions({
      queryKey: orderKeys.one(id),
      queryFn: () => bridge.request<OrderDetail>({ method: 'GET', path: `/orders/${id}`, query: { includes } }),
    }),
};
