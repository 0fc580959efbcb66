import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiCaller } from '../../../../shared/api/apiCaller';
import type { CreateWebhookBody, UpdateWebhookBody } from '../../../../shared/api/endpoints/webhooks';
import { useApi } from '../../../core/bridge';
import { notify } from '../../../core/toaster';

const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: number, limit: number) => [...webhookKeys.all, 'deliveries', id, limit] as const,
};

/** `GET /webhooks`: every subscription with its newest delivery. */
export const webhooksQuery = (call: ApiCaller) =>
  queryOptions({ queryKey: webhookKeys.list(), queryFn: () => call('GET /webhooks') });

/** `GET /webhooks/{id}/deliveries`: the newest `limit` deliveries, each with its attempts; refreshed while open. */
export const webhookDeliveriesQuery = (call: ApiCaller, id: number, limit: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id, limit),
    queryFn: () => call('GET /webhooks/:id/deliveries', { params: { id }, query: { limit } }),
    refetchInterval: 3_000,
  });

/** Reads the subscriptions and their logs again (their newest delivery changes without a write of ours). */
export function useRefreshWebhooks(): () => void {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: webhookKeys.all });
}

/**
 * The webhook writes, each refreshing the list and the logs and saying so in a toast: `done`
 * gives each success's text.
 */
export function useWebhookMutations(
  done: (what: 'created' | 'saved' | 'deleted' | 'rotated' | 'testSent' | 'resent') => string,
) {
  const call = useApi();
  const client = useQueryClient();
  const after = (what: Parameters<typeof done>[0]) => ({
    onSuccess: () => {
      notify.success(done(what));
      return client.invalidateQueries({ queryKey: webhookKeys.all });
    },
    onError: (error: unknown) => notify.error(error),
  });
  return {
    create: useMutation({
      mutationFn: (body: CreateWebhookBody) => call('POST /webhooks', { body }),
      ...after('created'),
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateWebhookBody }) =>
        call('PUT /webhooks/:id', { params: { id }, body }),
      ...after('saved'),
    }),
    remove: useMutation({
      mutationFn: (id: number) => call('DELETE /webhooks/:id', { params: { id } }),
      ...after('deleted'),
    }),
    rotate: useMutation({
      mutationFn: (id: number) => call('POST /webhooks/:id/rotateSecret', { params: { id } }),
      ...after('rotated'),
    }),
    test: useMutation({
      mutationFn: (id: number) => call('POST /webhooks/:id/test', { params: { id } }),
      ...after('testSent'),
    }),
    resend: useMutation({
      mutationFn: (id: number) => call('POST /webhooks/deliveries/:id/resend', { params: { id } }),
      ...after('resent'),
    }),
  };
}
