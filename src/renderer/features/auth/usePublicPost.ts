import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ApiCaller } from '../../../shared/api/apiCaller';
import { useApi } from '../../core/bridge';
import { notify } from '../../core/toaster';

/**
 * A POST of the public auth API (register, invite, forgot and reset password), made by
 * `send` with the typed caller. With `successNotice`, a success shows it and goes on to sign in.
 */
export function usePublicPost<B>(send: (call: ApiCaller, body: B) => Promise<unknown>, successNotice?: string) {
  const call = useApi();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: B) => send(call, body),
    onSuccess: () => {
      if (successNotice === undefined) return;
      notify.success(successNotice);
      void navigate('/login', { replace: true });
    },
  });
}
