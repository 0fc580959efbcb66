import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBridge } from '../bridge';
import { notify } from '../toaster';
import { SESSION_QUERY_KEY } from './currentUser';

/**
 * Spec section 8, 401: log out, tell the user and go to /error/401. A 401 while nobody is
 * signed in (a wrong password, the first session check) is not an expiry and is ignored.
 */
export function SessionExpiryWatcher() {
  const bridge = useBridge();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();

  useEffect(
    () =>
      bridge.onSessionExpired(() => {
        if (!queryClient.getQueryData(SESSION_QUERY_KEY)) return;
        queryClient.clear();
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
        notify.warning(t('session.expired'));
        void navigate('/error/401', { replace: true });
      }),
    [bridge, queryClient, navigate, t],
  );
  return null;
}
