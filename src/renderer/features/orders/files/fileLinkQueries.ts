import { queryOptions } from '@tanstack/react-query';
import type { ApiCaller } from '../../../../shared/api/apiCaller';
import { orderKeys } from '../orderQueries';

/** The upload links of an order and the files customers sent: under the order's keys, so its refresh reloads them. */
export const fileLinkQueries = {
  links: (call: ApiCaller, orderId: number) =>
    queryOptions({
      queryKey: [...orderKeys.one(orderId), 'fileLinks'] as const,
      queryFn: () => call('GET /file/links', { query: { orderId } }),
    }),
};
