import { AnchorButton, Intent, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Any unknown path (spec section 2): 'Page not found'. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="bo-error-page">
      <NonIdealState
        icon="search"
        title={t('errors.notFound.title')}
        description={t('errors.notFound.description')}
        action={
          <AnchorButton
            href="/"
            intent={Intent.PRIMARY}
            icon="home"
            text={t('errors.backHome')}
            onClick={(event) => {
              event.preventDefault();
              void navigate('/');
            }}
          />
        }
      />
    </main>
  );
}
