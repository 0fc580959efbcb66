import { Button, ButtonVariant, Size } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link AuditDetailsButton}. */
export interface AuditDetailsButtonProps {
  /** @default none */
  readonly className?: string;
  readonly onClick: (event: MouseEvent) => void;
}

/** The eye that opens an audit event's drawer, in the trail's rows and cards and an order's changes. */
export function AuditDetailsButton({ className, onClick }: AuditDetailsButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      className={className}
      icon="eye-open"
      size={Size.SMALL}
      variant={ButtonVariant.MINIMAL}
      aria-label={t('audit.details')}
      title={t('audit.details')}
      onClick={onClick}
    />
  );
}
