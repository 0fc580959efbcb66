import { Button, Callout, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordForm } from '../../../shared/domain/validation/authForms';
import { FormErrorCallout } from '../../components/FormErrorCallout';
import { TextField } from '../../components/TextField';
import { useFormState } from '../../components/useFormState';
import { AuthLayout } from './AuthLayout';
import { usePublicPost } from './usePublicPost';

/** /forgot-password: asks for a reset mail; success shows only once the request succeeded. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = usePublicPost<{ email: string }>('/auth/forgotPassword');
  const form = useFormState({ email: '' }, forgotPasswordForm);

  const submit = form.handleSubmit(({ email }) => forgot.mutate({ email }));

  return (
    <AuthLayout title={t('auth.forgot.title')} footer={<Link to="/login">{t('auth.backToLogin')}</Link>}>
      {forgot.isSuccess ? (
        <Callout intent={Intent.SUCCESS} icon="envelope" title={t('auth.forgot.sentTitle')} role="status">
          {t('auth.forgot.sent')}
        </Callout>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{t('auth.forgot.intro')}</p>
          <TextField
            {...form.field('email')}
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            autoFocus
            required
          />
          <FormErrorCallout error={forgot.error} />
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            fill
            loading={forgot.isPending}
            text={t('auth.forgot.submit')}
          />
        </form>
      )}
    </AuthLayout>
  );
}
