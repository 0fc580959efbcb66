import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReasonDialogProps {
  readonly title: string;
  readonly loading: boolean;
  readonly onSubmit: (reason: string) => void;
  readonly onClose: () => void;
}

/** Asks why a step is rejected (spec section 5: rejecting needs a reason). */
export function ReasonDialog({ title, loading, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!reason.trim()) return setMissing(true);
    onSubmit(reason.trim());
  };
  return (
    <Dialog isOpen title={title} icon="cross-circle" onClose={onClose}>
      <DialogBody>
        <FormGroup
          label={t('workflow.reason')}
          labelFor="reject-reason"
          labelInfo="*"
          intent={missing ? Intent.DANGER : Intent.NONE}
          helperText={missing ? t('workflow.reasonRequired') : undefined}
        >
          <TextArea
            id="reject-reason"
            fill
            autoFocus
            rows={4}
            value={reason}
            intent={missing ? Intent.DANGER : Intent.NONE}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} disabled={loading} />
            <Button intent={Intent.DANGER} text={t('common.save')} loading={loading} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
}
