import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What /invite and /reset-password show when the link carries no token. */
export function MissingTokenState() {
  const { t } = useTranslation();
  return (
    <NonIdealState
      icon="link"
      title={t('auth.missingToken.title')}
      description={t('auth.missingToken.description')}
      action={<Link to="/login">{t('auth.backToLogin')}</Link>}
    />
  );
}
