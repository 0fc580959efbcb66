import { Button, DialogFooter, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Props of {@link DialogSaveFooter}. */
export interface DialogSaveFooterProps {
  /** The save is running: Save spins and Cancel is disabled. */
  readonly busy: boolean;
  readonly onCancel: () => void;
  /** Called by Save; without it Save submits the dialog's form. */
  readonly onSave?: () => void;
  /** @default Intent.PRIMARY */
  readonly intent?: Intent;
}

/** Cancel and Save at the foot of an edit dialog. */
export function DialogSaveFooter({ busy, onCancel, onSave, intent = Intent.PRIMARY }: DialogSaveFooterProps) {
  const { t } = useTranslation();
  return (
    <DialogFooter
      actions={
        <>
          <Button text={t('common.cancel')} onClick={onCancel} disabled={busy} />
          <Button
            type={onSave ? 'button' : 'submit'}
            intent={intent}
            text={t('common.save')}
            loading={busy}
            onClick={onSave}
          />
        </>
      }
    />
  );
}
