import { Alert, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
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
  /** Shows a spinner on the confirm button while the action runs. */
  readonly loading?: boolean;
}

/** The confirmation step of spec section 8 (delete, clone, confirm payment, ...). */
export function ConfirmDialog({
  isOpen,
  message,
  onConfirm,
  onCancel,
  confirmText,
  intent,
  loading,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Alert
      isOpen={isOpen}
      intent={intent ?? Intent.DANGER}
      icon="warning-sign"
      confirmButtonText={confirmText ?? t('common.ok')}
      cancelButtonText={t('common.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      loading={loading}
      canEscapeKeyCancel={!loading}
    >
      {message}
    </Alert>
  );
}
