import { Button, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReopenFormProps {
  readonly loading: boolean;
  readonly onReopen: (reason: string) => void;
}

/** Re-Open of a done or canceled order, with its required reason (spec section 4). */
export function ReopenForm({ loading, onReopen }: ReopenFormProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <>
      <FormGroup
        label={t('workflow.reason')}
        labelFor="reopen-reason"
        labelInfo="*"
        intent={missing ? Intent.DANGER : Intent.NONE}
        helperText={missing ? t('workflow.reasonRequired') : t('workflow.reopenHint')}
      >
        <TextArea
          id="reopen-reason"
          fill
          rows={3}
          value={reason}
          intent={missing ? Intent.DANGER : Intent.NONE}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
        />
      </FormGroup>
      <Button
        intent={Intent.WARNING}
        icon="refresh"
        text={t('workflow.reopen')}
        loading={loading}
        onClick={() => (reason.trim() ? onReopen(reason.trim()) : setMissing(true))}
      />
    </>
  );
}
