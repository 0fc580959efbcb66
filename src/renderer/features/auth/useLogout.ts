import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApi, useBridge } from '../../core/bridge';
import { SESSION_QUERY_KEY } from '../../core/session/currentUser';
import { unregisterInstallation } from '../../core/session/installation';

/**
 * Removes this device's installation, signs out and forgets every cached answer; the user
 * lands on / (spec section 2).
 */
export function useLogout() {
  const bridge = useBridge();
  const call = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await unregisterInstallation(call);
      await bridge.logout();
    },
    onSettled: async () => {
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      await navigate('/', { replace: true });
    },
  });
}
