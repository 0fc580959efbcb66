import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePasswordForm } from '../../../shared/domain/validation/authForms';
import { useApi } from '../../core/bridge';
import { notify } from '../../core/toaster';
import { FormDialog } from '../../components/FormDialog';
import { PasswordFields } from '../../components/PasswordFields';
import { useFormState } from '../../components/useFormState';

/** Props of {@link SetPasswordDialog}. */
export interface SetPasswordDialogProps {
  readonly userId: number;
  readonly displayName: string;
  readonly onClose: () => void;
}

/**
 * The edit screen's change-password dialog (spec section 5): a new password and its
 * confirmation ('Two passwords that you enter is inconsistent!'), sent to
 * POST /users/{id}/password; the user's sessions end.
 */
export function SetPasswordDialog({ userId, displayName, onClose }: SetPasswordDialogProps) {
  const { t } = useTranslation();
  const call = useApi();
  const form = useFormState({ password: '', confirm: '' }, changePasswordForm);
  const set = useMutation({
    mutationFn: (password: string) => call('POST /users/:id/password', { params: { id: userId }, body: { password } }),
  });
  const submit = form.handleSubmit(({ password }) =>
    set.mutate(password, {
      onSuccess: () => {
        notify.success(t('people.passwordSet', { name: displayName }));
        onClose();
      },
    }),
  );
  return (
    <FormDialog
      title={t('people.setPasswordTitle', { name: displayName })}
      icon="key"
      testId="set-password-form"
      busy={set.isPending}
      error={set.error}
      onClose={onClose}
      onSubmit={submit}
    >
      <PasswordFields form={form} isNew autoFocus />
    </FormDialog>
  );
}
