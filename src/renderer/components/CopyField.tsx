import { Button, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { notify } from '../core/toaster';

export interface CopyFieldProps {
  readonly value: string;
  readonly id?: string;
  /** What the field holds, for screen readers. */
  readonly label: string;
}

/** A read-only text (a link) with a copy button: 'Copied Successfully' (spec section 7). */
export function CopyField({ value, id, label }: CopyFieldProps) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => notify.success(t('files.copied')),
      (error: unknown) => notify.error(error),
    );
  return (
    <InputGroup
      id={id}
      readOnly
      fill
      value={value}
      aria-label={label}
      onFocus={(e) => e.currentTarget.select()}
      rightElement={
        <Button variant="minimal" icon="duplicate" aria-label={t('files.copy')} onClick={() => void copy()} />
      }
    />
  );
}
