import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiCaller, ApiResponse } from '../../../shared/api/apiCaller';
import { useApi } from '../../core/bridge';
import { notify } from '../../core/toaster';
import { resourceKeys } from '../../core/resourceQueries';

/** The comment calls of spec section 7 around one order. */
export const commentQueries = {
  /** Staff comments on the order, newest first, with their authors. */
  forOrder: (call: ApiCaller, orderId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.all('comments'), 'order', orderId],
      queryFn: () =>
        call('GET /comments', {
          query: { filter: JSON.stringify({ orderId }), includes: 'reviewer', orderBy: '-createdAt', limit: 100 },
        }),
    }),

  /** The customer's reviews of the order (GET /customerComments/order/{orderId}). */
  reviewsOf: (call: ApiCaller, orderId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.all('customerComments'), 'order', orderId],
      queryFn: () => call('GET /customerComments/order/:orderId', { params: { orderId } }),
    }),
};

/** A comment as the order's tabs list it. */
export type OrderComment = ApiResponse<'GET /comments'>['results'][number];

/** Sends a comment call with the typed caller, then refreshes every comment list; failures show as toasts. */
export function useCommentCall() {
  const call = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (send: (call: ApiCaller) => Promise<unknown>) => send(call),
    onError: (error) => notify.error(error),
    onSettled: () =>
      Promise.all(
        ['comments', 'customerComments'].map((r) => client.invalidateQueries({ queryKey: resourceKeys.all(r) })),
      ),
  });
}
