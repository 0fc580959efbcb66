import { FormGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { TextField } from '../../components/TextField';
import { useInvite } from './useInvite';

/**
 * The Users screen's Invite dialog: an email and a role, sent to POST /users/invite, which
 * mails the invitation link (SMTP or the outbox); the user then shows as invited.
 */
export function InviteDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setMissing(true);
    invite.mutate({ email: email.trim(), ...(roleId ? { roleId } : {}) }, { onSuccess: onClose });
  };
  return (
    <FormDialog
      title={t('people.inviteTitle')}
      icon="envelope"
      testId="invite-form"
      width={460}
      busy={invite.isPending}
      error={invite.error}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        id="invite-email"
        label={t('auth.email')}
        type="email"
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          setMissing(false);
        }}
        error={missing ? t('validation.required') : undefined}
        autoFocus
        required
      />
      <FormGroup label={t('fields.roleId')} labelFor="invite-role">
        <ReferenceSelect id="invite-role" fill resource="roles" value={roleId} onChange={setRoleId} />
      </FormGroup>
    </FormDialog>
  );
}
