import { Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { forgotPasswordForm } from '../../../shared/domain/validation/authForms';
import { FormSubmit } from '../../components/FormSubmit';
import { useFormState } from '../../components/useFormState';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { usePublicPost } from './usePublicPost';

/** /forgot-password: asks for a reset mail; success shows only once the request succeeded. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = usePublicPost((call, body: { email: string }) => call('POST /auth/forgotPassword', { body }));
  const form = useFormState({ email: '' }, forgotPasswordForm);

  const submit = form.handleSubmit(({ email }) => forgot.mutate({ email }));

  return (
    <AuthLayout title={t('auth.forgot.title')}>
      {forgot.isSuccess ? (
        <Callout intent={Intent.SUCCESS} icon="envelope" title={t('auth.forgot.sentTitle')} role="status">
          {t('auth.forgot.sent')}
        </Callout>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{t('auth.forgot.intro')}</p>
          <EmailField form={form} />
          <FormSubmit mutation={forgot} text={t('auth.forgot.submit')} fill />
        </form>
      )}
    </AuthLayout>
  );
}
