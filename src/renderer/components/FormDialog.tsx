import { Dialog, DialogBody, type IconName } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';
import { DialogSaveFooter } from './DialogSaveFooter';
import { FormErrorCallout } from './FormErrorCallout';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  readonly title: string;
  readonly icon: IconName;
  /** The form's `data-testid`. */
  readonly testId: string;
  /** Width in pixels, never wider than the window. @default 440 */
  readonly width?: number;
  /** The save is running: Save spins, and the dialog cannot be closed until it answers. */
  readonly busy: boolean;
  /** The failed save's error, shown above the fields. */
  readonly error: unknown;
  readonly onClose: () => void;
  readonly onSubmit: (event: FormEvent) => void;
  /** The fields. */
  readonly children: ReactNode;
}

/** A small edit dialog: one form, the server's error above its fields, Cancel and Save at its foot. */
export function FormDialog(props: FormDialogProps) {
  const { title, icon, testId, width = 440, busy, error, onClose, onSubmit, children } = props;
  return (
    <Dialog isOpen title={title} icon={icon} onClose={busy ? undefined : onClose} style={{ width, maxWidth: '95vw' }}>
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <DialogBody>
          <FormErrorCallout error={error} />
          {children}
        </DialogBody>
        <DialogSaveFooter busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
