import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { redirectTargetFrom } from '../../core/loginRedirect';
import { loginForm } from '../../../shared/domain/validation/authForms';
import { FormSubmit } from '../../components/FormSubmit';
import { TextField } from '../../components/TextField';
import { useFormState } from '../../components/useFormState';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
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
        <EmailField form={form} autoComplete="username" leftIcon="envelope" />
        <TextField
          {...form.field('password')}
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          leftIcon="lock"
          required
        />
        <FormSubmit mutation={login} text={t('auth.login.submit')} fill />
      </form>
    </AuthLayout>
  );
}
