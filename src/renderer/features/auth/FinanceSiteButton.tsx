import { Button, ButtonVariant } from '@blueprintjs/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/bridge';
import { notify } from '../../core/toaster';

/** The header's finance-site button (spec section 2): shown when the server offers the site to this user. */
export function FinanceSiteButton({ compact }: { readonly compact?: boolean }) {
  const { t } = useTranslation();
  const call = useApi();
  const config = useQuery({
    queryKey: ['app', 'config'],
    queryFn: () => call('GET /app/config'),
    staleTime: Infinity,
  });
  // A key lives five minutes: asked for at the click, then the site opens in the system browser
  // (the desktop app sends web links there; the browser build opens a tab).
  const open = useMutation({
    mutationFn: () => call('GET /auth/sso-key'),
    onSuccess: ({ url }) => {
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
    },
    onError: (error) => notify.error(error),
  });
  if (config.data?.financeSite !== true) return null;
  return (
    <Button
      variant={ButtonVariant.MINIMAL}
      icon="bank-account"
      text={compact ? undefined : t('header.finance')}
      aria-label={t('header.finance')}
      title={t('header.finance')}
      loading={open.isPending}
      data-testid="finance-site"
      onClick={() => open.mutate()}
    />
  );
}
