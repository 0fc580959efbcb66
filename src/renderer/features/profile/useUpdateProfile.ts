import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBridge } from '../../app/bridge';
import { SESSION_QUERY_KEY } from '../../app/session/currentUser';

/** PUT /users/me, then reloads the session so the header and page show the new values. */
export function useUpdateProfile() {
  const bridge = useBridge();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => bridge.request<unknown>({ method: 'PUT', path: '/users/me', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
