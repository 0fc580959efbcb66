import { Button, Intent, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../core/session/useSession';

/** /error/401: where a 401 or a route the user may not open lands (spec sections 2 and 8). */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <main className="bo-error-page">
      <NonIdealState
        icon="lock"
        title={t('errors.unauthorized.title')}
        description={user ? t('errors.unauthorized.noPermission') : t('errors.unauthorized.signedOut')}
        action={
          user ? (
            <Button
              intent={Intent.PRIMARY}
              icon="home"
              text={t('errors.backHome')}
              onClick={() => void navigate('/')}
            />
          ) : (
            <Button
              intent={Intent.PRIMARY}
              icon="log-in"
              text={t('auth.login.submit')}
              onClick={() => void navigate('/login')}
            />
          )
        }
      />
    </main>
  );
}
