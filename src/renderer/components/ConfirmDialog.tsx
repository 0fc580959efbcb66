import { Alert, Intent, type IconName } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  readonly isOpen: boolean;
  readonly message: ReactNode;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** @default t('common.ok') */
  readonly confirmText?: string;
  /** @default Intent.DANGER */
  readonly intent?: Intent;
  /** @default 'warning-sign' */
  readonly icon?: IconName;
  /** Shows a spinner on the confirm button while the action runs. */
  readonly loading?: boolean;
}

/** The confirmation step of spec section 8 (delete, clone, confirm payment, ...), named by its message. */
export function ConfirmDialog({
  isOpen,
  message,
  onConfirm,
  onCancel,
  confirmText,
  intent,
  icon = 'warning-sign',
  loading,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <Alert
      aria-labelledby={messageId}
      isOpen={isOpen}
      intent={intent ?? Intent.DANGER}
      icon={icon}
      confirmButtonText={confirmText ?? t('common.ok')}
      cancelButtonText={t('common.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      loading={loading}
      canEscapeKeyCancel={!loading}
    >
      <div id={messageId}>{message}</div>
    </Alert>
  );
}
