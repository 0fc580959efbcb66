import { Button, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { inviteForm } from '../../../shared/domain/validation/authForms';
import { notify } from '../../app/toaster';
import { FormErrorCallout } from '../../components/FormErrorCallout';
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
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const registerByToken = usePublicPost<InviteBody>('/auth/registerByToken');
  const form = useFormState({ firstName: '', lastName: '', password: '', confirm: '' }, inviteForm, { token });

  const submit = form.handleSubmit(({ firstName, lastName, password }) =>
    registerByToken.mutate(
      { firstName, lastName, password, token },
      {
        onSuccess: () => {
          notify.success(t('auth.invite.success'));
          void navigate('/login', { replace: true });
        },
      },
    ),
  );

  return (
    <AuthLayout title={t('auth.invite.title')} footer={<Link to="/login">{t('auth.backToLogin')}</Link>}>
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
          <FormErrorCallout error={registerByToken.error} />
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            fill
            loading={registerByToken.isPending}
            text={t('auth.invite.submit')}
          />
        </form>
      ) : (
        <MissingTokenState />
      )}
    </AuthLayout>
  );
}
