import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ERROR_TEXTS } from '../../shared/api/errors';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  readonly error: unknown;
  /** Offers a retry button when given. */
  readonly onRetry?: () => void;
}

/** A failed load, with the server's message (spec section 8) and an optional retry. */
export function ErrorState({ error, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  const message = error instanceof Error && error.message ? error.message : ERROR_TEXTS.generic;
  return (
    <NonIdealState
      icon="error"
      title={t('errors.loadFailed')}
      description={message}
      action={onRetry ? <Button icon="refresh" text={t('common.retry')} onClick={onRetry} /> : undefined}
    />
  );
}
