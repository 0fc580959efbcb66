import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, useBridge } from '../../app/bridge';
import { SESSION_QUERY_KEY } from '../../app/session/currentUser';
import { fetchSessionUser } from '../../app/session/fetchSessionUser';
import { registerInstallation } from '../../app/session/installation';

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
