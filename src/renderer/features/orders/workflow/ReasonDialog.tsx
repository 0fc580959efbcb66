import { Dialog, DialogBody, Intent } from '@blueprintjs/core';
import { DialogSaveFooter } from '../../../components/DialogSaveFooter';
import { ReasonField } from './ReasonField';
import { useRequiredReason } from './useRequiredReason';

export interface ReasonDialogProps {
  readonly title: string;
  readonly loading: boolean;
  readonly onSubmit: (reason: string) => void;
  readonly onClose: () => void;
}

/** Asks why a step is rejected (spec section 5: rejecting needs a reason). */
export function ReasonDialog({ title, loading, onSubmit, onClose }: ReasonDialogProps) {
  const reason = useRequiredReason();
  return (
    <Dialog isOpen title={title} icon="cross-circle" onClose={onClose}>
      <DialogBody>
        <ReasonField id="reject-reason" reason={reason} rows={4} autoFocus />
      </DialogBody>
      <DialogSaveFooter
        busy={loading}
        onCancel={onClose}
        onSave={() => reason.submit(onSubmit)}
        intent={Intent.DANGER}
      />
    </Dialog>
  );
}
