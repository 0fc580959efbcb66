import type { InputGroupProps } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/TextField';
import type { FieldBinding } from '../../components/useFormState';

/** Props of {@link EmailField}. */
export interface EmailFieldProps extends Pick<InputGroupProps, 'autoComplete' | 'leftIcon'> {
  /** The form that holds `email`. */
  readonly form: { field(name: 'email'): FieldBinding };
}

/** The account's email, the first field of its form. */
export function EmailField({ form, autoComplete = 'email', leftIcon }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...form.field('email')}
      label={t('auth.email')}
      type="email"
      autoComplete={autoComplete}
      leftIcon={leftIcon}
      autoFocus
      required
    />
  );
}
