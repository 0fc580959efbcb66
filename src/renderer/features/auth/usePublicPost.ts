import { useMutation } from '@tanstack/react-query';
import { useBridge } from '../../app/bridge';

/** A POST of the public auth API (register, invite, forgot and reset password). */
export function usePublicPost<B>(path: string) {
  const bridge = useBridge();
  return useMutation({
    mutationFn: (body: B) => bridge.request<unknown>({ method: 'POST', path, body }),
  });
}
