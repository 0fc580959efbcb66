import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiCaller, ApiResponse } from '../../../shared/api/apiCaller';
import type { ListQuery } from '../../../shared/api/listQuery';
import { resourceKeys } from '../../core/resourceQueries';

/** A customer of the list, with the relations of `CUSTOMER_LIST_INCLUDES`. */
export type ListedCustomer = ApiResponse<'GET /customers'>['results'][number];

/** Keys sit under the generic customers keys, so every customer write refreshes these screens too. */
export const customerKeys = {
  list: (query: ListQuery) => [...resourceKeys.all('customers'), 'screen', query] as const,
};

/** queryOptions of the customers screens. */
export const customerQueries = {
  list: (call: ApiCaller, query: ListQuery) =>
    queryOptions({
      queryKey: customerKeys.list(query),
      queryFn: () => call('GET /customers', { query }),
      placeholderData: keepPreviousData,
    }),
};
