import { Button, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { registerForm } from '../../../shared/domain/validation/authForms';
import { notify } from '../../app/toaster';
import { FormErrorCallout } from '../../components/FormErrorCallout';
import { TextField } from '../../components/TextField';
import { useFormState } from '../../components/useFormState';
import { AuthLayout } from './AuthLayout';
import { usePublicPost } from './usePublicPost';

/** /register: POST /auth/register with email and password, then on to sign in. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = usePublicPost<{ email: string; password: string }>('/auth/register');
  const form = useFormState({ email: '', password: '', confirm: '' }, registerForm);

  const submit = form.handleSubmit(({ email, password }) =>
    register.mutate(
      { email, password },
      {
        onSuccess: () => {
          notify.success(t('auth.register.success'));
          void navigate('/login', { replace: true });
        },
      },
    ),
  );

  return (
    <AuthLayout title={t('auth.register.title')} footer={<Link to="/login">{t('auth.backToLogin')}</Link>}>
      <form onSubmit={submit} noValidate>
        <TextField
          {...form.field('email')}
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          autoFocus
          required
        />
        <TextField
          {...form.field('password')}
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          helperText={t('auth.passwordHint')}
          required
        />
        <TextField
          {...form.field('confirm')}
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormErrorCallout error={register.error} />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          fill
          loading={register.isPending}
          text={t('auth.register.submit')}
        />
      </form>
    </AuthLayout>
  );
}
