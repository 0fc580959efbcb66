import { Button, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonField } from './ReasonField';
import { useRequiredReason } from './useRequiredReason';

export interface ReopenFormProps {
  readonly loading: boolean;
  readonly onReopen: (reason: string) => void;
  /** Beside Re-Open: the follow-up's other way, Re New. @default none */
  readonly children?: ReactNode;
}

/** Re-Open of a done or canceled order, with its required reason (spec section 4), and Re New beside it. */
export function ReopenForm({ loading, onReopen, children }: ReopenFormProps) {
  const { t } = useTranslation();
  const reason = useRequiredReason();
  return (
    <>
      <ReasonField id="reopen-reason" reason={reason} rows={3} hint={t('workflow.reopenHint')} />
      <div className="bo-follow-up-actions">
        <Button
          intent={Intent.WARNING}
          icon="refresh"
          text={t('workflow.reopen')}
          loading={loading}
          onClick={() => reason.submit(onReopen)}
        />
        {children}
      </div>
    </>
  );
}
