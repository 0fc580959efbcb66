import { FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { RequiredReason } from './useRequiredReason';

/** Props of {@link ReasonField}. */
export interface ReasonFieldProps {
  readonly id: string;
  readonly reason: RequiredReason;
  readonly rows: number;
  /** Shown under the field until a blank reason is submitted. */
  readonly hint?: string;
  readonly autoFocus?: boolean;
  /** @default true */
  readonly required?: boolean;
}

/** The labelled, required reason text area of reject and re-open. */
export function ReasonField({ id, reason, rows, hint, autoFocus, required = true }: ReasonFieldProps) {
  const { t } = useTranslation();
  const intent = reason.missing ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup
      label={t('workflow.reason')}
      labelFor={id}
      labelInfo={required ? '*' : undefined}
      intent={intent}
      helperText={reason.missing ? t('workflow.reasonRequired') : hint}
    >
      <TextArea
        id={id}
        fill
        autoFocus={autoFocus}
        rows={rows}
        value={reason.value}
        intent={intent}
        onChange={(e) => reason.change(e.target.value)}
      />
    </FormGroup>
  );
}
