import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiRequest } from '../../../shared/api/client';
import type { ListResult } from '../../../shared/api/contract';
import type { Comment } from '../../../shared/domain/entities';
import type { BridgeApi } from '../../../shared/ipc/bridge';
import { useBridge } from '../../app/bridge';
import { notify } from '../../app/toaster';
import { resourceKeys } from '../resources/resourceQueries';

/** The comment calls of spec section 7 around one order. */
export const commentQueries = {
  /** Staff comments on the order, newest first, with their authors. */
  forOrder: (bridge: BridgeApi, orderId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.all('comments'), 'order', orderId],
      queryFn: () =>
        bridge.request<ListResult<Comment>>({
          method: 'GET',
          path: '/comments',
          query: { filter: JSON.stringify({ orderId }), includes: 'reviewer', orderBy: '-createdAt', limit: 100 },
        }),
    }),

  /** The customer's reviews of the order (GET /customerComments/order/{orderId}). */
  reviewsOf: (bridge: BridgeApi, orderId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.all('customerComments'), 'order', orderId],
      queryFn: () => bridge.request<ListResult<Comment>>({ method: 'GET', path: `/customerComments/order/${orderId}` }),
    }),
};

/** Sends a comment call, then refreshes every comment list; failures show as toasts. */
export function useCommentCall() {
  const bridge = useBridge();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ApiRequest) => bridge.request<Comment>(request),
    onError: (error) => notify.error(error),
    onSettled: () =>
      Promise.all(
        ['comments', 'customerComments'].map((r) => client.invalidateQueries({ queryKey: resourceKeys.all(r) })),
      ),
  });
}
