import { Button, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordForm } from '../../../shared/domain/validation/authForms';
import { notify } from '../../app/toaster';
import { FormErrorCallout } from '../../components/FormErrorCallout';
import { TextField } from '../../components/TextField';
import { useFormState } from '../../components/useFormState';
import { AuthLayout } from './AuthLayout';
import { MissingTokenState } from './MissingTokenState';
import { usePublicPost } from './usePublicPost';

/** /reset-password?token=: sets a new password with the mailed single-use token. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = usePublicPost<{ password: string; resetPasswordToken: string }>('/auth/resetPassword');
  const form = useFormState({ password: '', confirm: '' }, resetPasswordForm, { token });

  const submit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { password, resetPasswordToken: token },
      {
        onSuccess: () => {
          notify.success(t('auth.passwordChanged'));
          void navigate('/login', { replace: true });
        },
      },
    ),
  );

  return (
    <AuthLayout title={t('auth.reset.title')} footer={<Link to="/login">{t('auth.backToLogin')}</Link>}>
      {token ? (
        <form onSubmit={submit} noValidate>
          <TextField
            {...form.field('password')}
            label={t('auth.newPassword')}
            type="password"
            autoComplete="new-password"
            autoFocus
            required
          />
          <TextField
            {...form.field('confirm')}
            label={t('auth.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
          />
          <FormErrorCallout error={reset.error} />
          <Button type="submit" intent={Intent.PRIMARY} fill loading={reset.isPending} text={t('auth.reset.submit')} />
        </form>
      ) : (
        <MissingTokenState />
      )}
    </AuthLayout>
  );
}
