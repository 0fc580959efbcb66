import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiCaller, ApiResponse } from '../../../shared/api/apiCaller';
import type { CreateMarkBody, UpdateMarkBody } from '../../../shared/domain/designReview';
import { useApi } from '../../core/bridge';
import { orderScopedKey } from '../../core/live/liveRefresh';

/** A version of the order's design as `GET /orders/{id}/designs` answers it. */
export type Version = ApiResponse<'GET /orders/:id/designs'>['results'][number];
/** A mark with its thread as `GET /orders/{id}/annotations` answers it. */
export type Mark = ApiResponse<'GET /orders/:id/annotations'>['results'][number];
/** A review link as `GET /orders/{id}/reviewLinks` answers it. */
export type ReviewLinkRow = ApiResponse<'GET /orders/:id/reviewLinks'>['results'][number];

/**
 * Keys sit under the order-scoped keys the live events refresh (`app/live/liveRefresh.ts`):
 * another reviewer's mark, a new version or a customer's decision reloads them without a reload.
 */
export const designKeys = {
  order: (orderId: number) => orderScopedKey('designMarks', orderId),
  designs: (orderId: number) => [...orderScopedKey('designMarks', orderId), 'designs'] as const,
  marks: (orderId: number) => [...orderScopedKey('designMarks', orderId), 'marks'] as const,
  links: (orderId: number) => orderScopedKey('reviewLinks', orderId),
};

/** queryOptions of the Designs tab, the step form and the review links. */
export const designQueries = {
  designs: (call: ApiCaller, orderId: number) =>
    queryOptions({
      queryKey: designKeys.designs(orderId),
      queryFn: () => call('GET /orders/:id/designs', { params: { id: orderId } }),
    }),
  /** Every mark of the order, oldest first: the tab filters them on screen, the timeline groups them. */
  marks: (call: ApiCaller, orderId: number) =>
    queryOptions({
      queryKey: designKeys.marks(orderId),
      queryFn: () => call('GET /orders/:id/annotations', { params: { id: orderId }, query: {} }),
    }),
  links: (call: ApiCaller, orderId: number) =>
    queryOptions({
      queryKey: designKeys.links(orderId),
      queryFn: () => call('GET /orders/:id/reviewLinks', { params: { id: orderId } }),
    }),
};

/** Writing marks and their threads; the order's versions and marks reload after each. */
export function useMarkMutations(orderId: number) {
  const call = useApi();
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: designKeys.order(orderId) });
  return {
    create: useMutation({
      mutationFn: (body: CreateMarkBody) => call('POST /orders/:id/annotations', { params: { id: orderId }, body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateMarkBody }) =>
        call('PUT /annotations/:id', { params: { id }, body }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call('DELETE /annotations/:id', { params: { id } }),
      onSettled,
    }),
    reply: useMutation({
      mutationFn: ({ id, body }: { id: number; body: string }) =>
        call('POST /annotations/:id/replies', { params: { id }, body: { body } }),
      onSettled,
    }),
  };
}
