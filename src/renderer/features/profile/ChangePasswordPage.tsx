import { Card } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changePasswordForm } from '../../../shared/domain/validation/authForms';
import { useApi } from '../../core/bridge';
import { notify } from '../../core/toaster';
import { FormSubmit } from '../../components/FormSubmit';
import { PageHeader } from '../../components/PageHeader';
import { PasswordFields } from '../../components/PasswordFields';
import { useFormState } from '../../components/useFormState';

/** /change-password: POST /auth/changePassword once the confirmation matches. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const call = useApi();
  const navigate = useNavigate();
  const change = useMutation({
    mutationFn: (password: string) => call('POST /auth/changePassword', { body: { password } }),
  });
  const form = useFormState({ password: '', confirm: '' }, changePasswordForm);

  const submit = form.handleSubmit(({ password }) =>
    change.mutate(password, {
      onSuccess: () => {
        notify.success(t('auth.passwordChanged'));
        void navigate('/profile');
      },
    }),
  );

  return (
    <>
      <PageHeader
        title={t('changePassword.title')}
        breadcrumbs={[{ text: t('menu.dashboard'), to: '/' }, { text: t('changePassword.title') }]}
      />
      <Card className="bo-narrow-card">
        <form onSubmit={submit} noValidate>
          <PasswordFields form={form} isNew autoFocus />
          <FormSubmit mutation={change} text={t('changePassword.submit')} />
        </form>
      </Card>
    </>
  );
}
