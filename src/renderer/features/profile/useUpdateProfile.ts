import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '../../../shared/api/apiCaller';
import { useApi } from '../../core/bridge';
import { SESSION_QUERY_KEY } from '../../core/session/currentUser';

/** PUT /users/me, then reloads the session so the header and page show the new values. */
export function useUpdateProfile() {
  const call = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'PUT /users/me'>) => call('PUT /users/me', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
