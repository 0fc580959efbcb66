import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiCaller } from '../../shared/api/apiCaller';
import type { CreateSavedViewBody, UpdateSavedViewBody } from '../../shared/api/endpoints/savedViews';
import type { ResourceName } from '../../shared/domain/resources';
import { useApi } from '../core/bridge';

/** Query keys of the saved views; every key of a list's views starts with `savedViewKeys.of(resource)`. */
export const savedViewKeys = {
  all: ['savedViews'] as const,
  of: (resource: string) => ['savedViews', resource] as const,
};

/** `GET /savedViews?resource=`: one's own views of a list and those shared with one's role. */
export const savedViewQueries = {
  list: (call: ApiCaller, resource: ResourceName) =>
    queryOptions({
      queryKey: savedViewKeys.of(resource),
      queryFn: () => call('GET /savedViews', { query: { resource } }),
      select: (answer) => answer.results,
    }),
};

/** Save, change and delete a view; the list's views reload after each, a refusal included. */
export function useSavedViewMutations(resource: string) {
  const call = useApi();
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: savedViewKeys.of(resource) });
  return {
    create: useMutation({
      mutationFn: (body: CreateSavedViewBody) => call('POST /savedViews', { body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateSavedViewBody }) =>
        call('PUT /savedViews/:id', { params: { id }, body }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call('DELETE /savedViews/:id', { params: { id } }),
      onSettled,
    }),
  };
}
