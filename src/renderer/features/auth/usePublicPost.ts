import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useBridge } from '../../app/bridge';
import { notify } from '../../app/toaster';

/**
 * A POST of the public auth API (register, invite, forgot and reset password). With
 * `successNotice`, a success shows it and goes on to sign in.
 */
export function usePublicPost<B>(path: string, successNotice?: string) {
  const bridge = useBridge();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: B) => bridge.request<unknown>({ method: 'POST', path, body }),
    onSuccess: () => {
      if (successNotice === undefined) return;
      notify.success(successNotice);
      void navigate('/login', { replace: true });
    },
  });
}
