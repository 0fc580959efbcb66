import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBridge } from '../../app/bridge';
import type { Row } from './formValues';
import { resourceKeys } from './resourceQueries';

/** Create (no id) or update (id, body carrying the loaded `updatedAt`) one row. */
export function useSaveResource(resource: string) {
  const bridge = useBridge();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      bridge.request<Row>(
        id === undefined
          ? { method: 'POST', path: `/${resource}`, body }
          : { method: 'PUT', path: `/${resource}/${id}`, body },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: resourceKeys.all(resource) }),
  });
}

/** Delete one row (soft where the resource has `isDelete`). */
export function useDeleteResource(resource: string) {
  const bridge = useBridge();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => bridge.request<unknown>({ method: 'DELETE', path: `/${resource}/${id}` }),
    onSettled: () => client.invalidateQueries({ queryKey: resourceKeys.all(resource) }),
  });
}

/** Undo a soft delete: `PUT /{resource}/{id} {isDelete:false}` (spec section 7). */
export function useRedoResource(resource: string) {
  const bridge = useBridge();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      bridge.request<Row>({ method: 'PUT', path: `/${resource}/${id}`, body: { isDelete: false } }),
    onSettled: () => client.invalidateQueries({ queryKey: resourceKeys.all(resource) }),
  });
}
