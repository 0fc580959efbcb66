import { useTranslation } from 'react-i18next';
import { registerForm } from '../../../shared/domain/validation/authForms';
import { FormSubmit } from '../../components/FormSubmit';
import { PasswordFields } from '../../components/PasswordFields';
import { useFormState } from '../../components/useFormState';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { usePublicPost } from './usePublicPost';

/** /register: POST /auth/register with email and password, then on to sign in. */
export function RegisterPage() {
  const { t } = useTranslation();
  const register = usePublicPost(
    (call, body: { email: string; password: string }) => call('POST /auth/register', { body }),
    t('auth.register.success'),
  );
  const form = useFormState({ email: '', password: '', confirm: '' }, registerForm);

  const submit = form.handleSubmit(({ email, password }) => register.mutate({ email, password }));

  return (
    <AuthLayout title={t('auth.register.title')}>
      <form onSubmit={submit} noValidate>
        <EmailField form={form} />
        <PasswordFields form={form} />
        <FormSubmit mutation={register} text={t('auth.register.submit')} fill />
      </form>
    </AuthLayout>
  );
}
