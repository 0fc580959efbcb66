import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';
import type { FieldBinding } from './useFormState';

/** Props of {@link PasswordFields}. */
export interface PasswordFieldsProps {
  /** The form that holds `password` and `confirm`. */
  readonly form: { field(name: 'password' | 'confirm'): FieldBinding };
  /** Label the first field "New password" (resetting or changing one). @default false */
  readonly isNew?: boolean;
  /** Show the length rule under the password. @default true */
  readonly hint?: boolean;
  readonly autoFocus?: boolean;
}

/** A new password and its confirmation, both filled in by the browser's password manager. */
export function PasswordFields({ form, isNew = false, hint = true, autoFocus }: PasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...form.field('password')}
        label={t(isNew ? 'auth.newPassword' : 'auth.password')}
        type="password"
        autoComplete="new-password"
        helperText={hint ? t('auth.passwordHint') : undefined}
        autoFocus={autoFocus}
        required
      />
      <TextField
        {...form.field('confirm')}
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
