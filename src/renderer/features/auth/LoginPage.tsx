import { Button, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { redirectTargetFrom } from '../../app/router/loginRedirect';
import { loginForm } from '../../../shared/domain/validation/authForms';
import { FormErrorCallout } from '../../components/FormErrorCallout';
import { TextField } from '../../components/TextField';
import { useFormState } from '../../components/useFormState';
import { AuthLayout } from './AuthLayout';
import { useLogin } from './useLogin';

/** /login: email and password; back to the page the user first asked for. */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useFormState({ email: '', password: '' }, loginForm);

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => void navigate(redirectTargetFrom(location.search), { replace: true }),
    }),
  );

  return (
    <AuthLayout
      title={t('auth.login.title')}
      footer={
        <>
          <Link to="/register">{t('auth.login.toRegister')}</Link>
          <Link to="/forgot-password">{t('auth.login.toForgot')}</Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <TextField
          {...form.field('email')}
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          leftIcon="envelope"
          autoFocus
          required
        />
        <TextField
          {...form.field('password')}
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          leftIcon="lock"
          required
        />
        <FormErrorCallout error={login.error} />
        <Button type="submit" intent={Intent.PRIMARY} fill loading={login.isPending} text={t('auth.login.submit')} />
      </form>
    </AuthLayout>
  );
}
