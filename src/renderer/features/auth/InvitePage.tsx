import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { inviteForm } from '../../../shared/domain/validation/authForms';
import { FormSubmit } from '../../components/FormSubmit';
import { PasswordFields } from '../../components/PasswordFields';
import { TextField } from '../../components/TextField';
import { useFormState } from '../../components/useFormState';
import { AuthLayout } from './AuthLayout';
import { MissingTokenState } from './MissingTokenState';
import { usePublicPost } from './usePublicPost';

interface InviteBody {
  firstName: string;
  lastName: string;
  password: string;
  token: string;
}

/** /invite?token=: an invited user sets their name and password (POST /auth/registerByToken). */
export function InvitePage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const registerByToken = usePublicPost(
    (call, body: InviteBody) => call('POST /auth/registerByToken', { body }),
    t('auth.invite.success'),
  );
  const form = useFormState({ firstName: '', lastName: '', password: '', confirm: '' }, inviteForm, { token });

  const submit = form.handleSubmit(({ firstName, lastName, password }) =>
    registerByToken.mutate({ firstName, lastName, password, token }),
  );

  return (
    <AuthLayout title={t('auth.invite.title')}>
      {token ? (
        <form onSubmit={submit} noValidate>
          <TextField
            {...form.field('firstName')}
            label={t('auth.firstName')}
            autoComplete="given-name"
            autoFocus
            required
          />
          <TextField {...form.field('lastName')} label={t('auth.lastName')} autoComplete="family-name" required />
          <PasswordFields form={form} />
          <FormSubmit mutation={registerByToken} text={t('auth.invite.submit')} fill />
        </form>
      ) : (
        <MissingTokenState />
      )}
    </AuthLayout>
  );
}
