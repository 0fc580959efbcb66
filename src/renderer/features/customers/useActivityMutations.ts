import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCustomerActivityBody } from '../../../shared/api/endpoints/customerActivities';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';

/** Logging, changing and deleting a customer's activities; the customer's screens reload after each. */
export function useActivityMutations(customerId: number) {
  const call = useApi();
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: resourceKeys.all('customers') });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CreateCustomerActivityBody }) =>
      id === null
        ? call('POST /customers/:id/activities', { params: { id: customerId }, body })
        : call('PUT /customerActivities/:id', { params: { id }, body }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call('DELETE /customerActivities/:id', { params: { id } }),
    onSettled,
  });
  return { save, remove };
}
