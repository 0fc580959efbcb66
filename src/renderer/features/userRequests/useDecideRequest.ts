import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserRequestDecision } from '../../../shared/api/endpoints/userRequests';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';

/** `POST /userRequests/{id}/approve|reject`; every requests list reloads after, a refusal (409) included. */
export function useDecideRequest() {
  const call = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: UserRequestDecision }) =>
      decision === 'approve'
        ? call('POST /userRequests/:id/approve', { params: { id } })
        : call('POST /userRequests/:id/reject', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: resourceKeys.all('userRequests') }),
  });
}
