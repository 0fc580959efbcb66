import { Button, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ReasonField } from './ReasonField';
import { useRequiredReason } from './useRequiredReason';

export interface ReopenFormProps {
  readonly loading: boolean;
  readonly onReopen: (reason: string) => void;
}

/** Re-Open of a done or canceled order, with its required reason (spec section 4). */
export function ReopenForm({ loading, onReopen }: ReopenFormProps) {
  const { t } = useTranslation();
  const reason = useRequiredReason();
  return (
    <>
      <ReasonField id="reopen-reason" reason={reason} rows={3} hint={t('workflow.reopenHint')} />
      <Button
        intent={Intent.WARNING}
        icon="refresh"
        text={t('workflow.reopen')}
        loading={loading}
        onClick={() => reason.submit(onReopen)}
      />
    </>
  );
}
