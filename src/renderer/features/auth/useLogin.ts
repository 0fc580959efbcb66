import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, useBridge } from '../../core/bridge';
import { SESSION_QUERY_KEY } from '../../core/session/currentUser';
import { fetchSessionUser } from '../../core/session/fetchSessionUser';
import { registerInstallation } from '../../core/session/installation';

/**
 * Signs in, then loads GET /users/me so the guard sees the user before navigation, and
 * registers this device (`POST /installations`) without holding the sign-in up.
 */
export function useLogin() {
  const bridge = useBridge();
  const call = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; password: string }) => {
      await bridge.login(input);
      const me = await fetchSessionUser(call);
      queryClient.setQueryData(SESSION_QUERY_KEY, me);
      registerInstallation(call).catch((err: unknown) => console.warn('Could not register this device:', err));
      return me;
    },
  });
}
