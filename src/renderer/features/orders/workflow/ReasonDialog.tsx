import { Dialog, DialogBody, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { DialogSaveFooter } from '../../../components/DialogSaveFooter';
import { ReasonField } from './ReasonField';
import { useRequiredReason } from './useRequiredReason';

export interface ReasonDialogProps {
  readonly title: string;
  readonly loading: boolean;
  readonly onSubmit: (reason: string) => void;
  readonly onClose: () => void;
  /** A blank reason is accepted (a reject at verified that marks on the design explain). */
  readonly allowBlank?: boolean;
  /** Shown under the reason: what else may stand for it. */
  readonly children?: ReactNode;
}

/** Asks why a step is rejected (spec section 5: rejecting needs a reason). */
export function ReasonDialog({ title, loading, onSubmit, onClose, allowBlank = false, children }: ReasonDialogProps) {
  const reason = useRequiredReason();
  return (
    <Dialog isOpen title={title} icon="cross-circle" onClose={onClose}>
      <DialogBody>
        <ReasonField id="reject-reason" reason={reason} rows={4} autoFocus required={!allowBlank} />
        {children}
      </DialogBody>
      <DialogSaveFooter
        busy={loading}
        onCancel={onClose}
        onSave={() => (allowBlank && !reason.value.trim() ? onSubmit('') : reason.submit(onSubmit))}
        intent={Intent.DANGER}
      />
    </Dialog>
  );
}
