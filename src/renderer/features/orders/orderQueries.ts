import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiCaller, ApiResponse } from '../../../shared/api/apiCaller';
import { resourceKeys } from '../../core/resourceQueries';
import type { OrdersListRequest } from './ordersListQuery';

/** Relations the edit page embeds (spec section 7, plus the catalog, niche and platform card). */
export const ORDER_EDIT_INCLUDES =
  'designer,sale,dealer,deliver,qualityAssurance,gua,customer,package,productCatalogs,niche,platform,orderRequirement';

/** An order as the edit page loads it, with the relations of {@link ORDER_EDIT_INCLUDES}. */
export type OrderDetail = ApiResponse<'GET /orders/:id'>;

/** An order of the lists: the staff list's full row, or the outsourced list's reduced one. */
export type ListedOrder = ApiResponse<'GET /orders'>['results'][number];

/** Keys sit under the generic orders keys, so every order mutation refreshes these screens too. */
export const orderKeys = {
  all: resourceKeys.all('orders'),
  list: (request: OrdersListRequest) => [...resourceKeys.all('orders'), 'screen', request] as const,
  one: (id: number) => [...resourceKeys.all('orders'), 'edit', id] as const,
};

/** queryOptions of the orders screens. */
export const orderQueries = {
  list: (call: ApiCaller, request: OrdersListRequest) =>
    queryOptions({
      queryKey: orderKeys.list(request),
      // The outsourced list answers fewer columns of the same rows; the cells read what is there.
      queryFn: () => call(request.key, { query: request.query }) as Promise<ApiResponse<'GET /orders'>>,
      placeholderData: keepPreviousData,
    }),

  one: (call: ApiCaller, id: number, includes = ORDER_EDIT_INCLUDES) =>
    queryOptions({
      queryKey: orderKeys.one(id),
      queryFn: () => call('GET /orders/:id', { params: { id }, query: { includes } }),
    }),
};
