import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useResources } from '../core/bridge';
import { resourceKeys } from '../core/resourceQueries';

/** Create (no id) or update (id, body carrying the loaded `updatedAt`) one row. */
export function useSaveResource(resource: string) {
  const resources = useResources();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      id === undefined ? resources(resource).create(body) : resources(resource).update(id, body),
    onSettled: () => client.invalidateQueries({ queryKey: resourceKeys.all(resource) }),
  });
}

/** Delete one row (soft where the resource has `isDelete`). */
export function useDeleteResource(resource: string) {
  const resources = useResources();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resources(resource).remove(id),
    onSettled: () => client.invalidateQueries({ queryKey: resourceKeys.all(resource) }),
  });
}

/** Undo a soft delete: `PUT /{resource}/{id} {isDelete:false}` (spec section 7). */
export function useRedoResource(resource: string) {
  const resources = useResources();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resources(resource).update(id, { isDelete: false }),
    onSettled: () => client.invalidateQueries({ queryKey: resourceKeys.all(resource) }),
  });
}
