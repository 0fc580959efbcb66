import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { resetPasswordForm } from '../../../shared/domain/validation/authForms';
import { FormSubmit } from '../../components/FormSubmit';
import { PasswordFields } from '../../components/PasswordFields';
import { useFormState } from '../../components/useFormState';
import { AuthLayout } from './AuthLayout';
import { MissingTokenState } from './MissingTokenState';
import { usePublicPost } from './usePublicPost';

/** /reset-password?token=: sets a new password with the mailed single-use token. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = usePublicPost(
    (call, body: { password: string; resetPasswordToken: string }) => call('POST /auth/resetPassword', { body }),
    t('auth.passwordChanged'),
  );
  const form = useFormState({ password: '', confirm: '' }, resetPasswordForm, { token });

  const submit = form.handleSubmit(({ password }) => reset.mutate({ password, resetPasswordToken: token }));

  return (
    <AuthLayout title={t('auth.reset.title')}>
      {token ? (
        <form onSubmit={submit} noValidate>
          <PasswordFields form={form} isNew hint={false} autoFocus />
          <FormSubmit mutation={reset} text={t('auth.reset.submit')} fill />
        </form>
      ) : (
        <MissingTokenState />
      )}
    </AuthLayout>
  );
}
