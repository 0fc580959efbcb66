import { Button, Classes, Intent, Size, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import type { InviteStatus } from '../../../shared/domain/enums';
import { formatDateTime } from '../../../shared/domain/format';
import { can } from '../../../shared/domain/permissions';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { toText } from '../../components/form/toText';
import { useLabels } from '../../components/labels/useLabels';
import type { ExtraColumn, ExtraColumnsProps } from '../../engine';
import { useInvite } from './useInvite';

const INTENTS: Readonly<Record<InviteStatus, Intent>> = {
  none: Intent.NONE,
  sent: Intent.WARNING,
  accepted: Intent.SUCCESS,
};

/** A user's invitation: its status, when it was sent, and (with users.create) Resend while it is still open. */
export function InviteState({ row }: { readonly row: Readonly<Record<string, unknown>> }) {
  const { t, enumLabel } = useLabels();
  const viewer = useCurrentUser();
  const invite = useInvite();
  const status = (row.inviteStatus ?? 'none') as InviteStatus;
  if (status === 'none') return null;
  const sentAt = typeof row.inviteSentAt === 'string' ? formatDateTime(row.inviteSentAt) : '';
  return (
    <span className="bo-invite-state" data-testid="invite-state">
      <Tag minimal intent={INTENTS[status]} icon={status === 'sent' ? 'envelope' : 'tick'}>
        {enumLabel(status)}
      </Tag>
      {status === 'sent' && sentAt && <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{sentAt}</span>}
      {status === 'sent' && can(viewer, 'users', 'create') && (
        <Button
          size={Size.SMALL}
          variant="minimal"
          icon="refresh"
          text={t('people.resend')}
          loading={invite.isPending}
          onClick={() => {
            const roleId = typeof row.roleId === 'number' ? row.roleId : undefined;
            invite.mutate({ email: toText(row.email), ...(roleId ? { roleId } : {}) });
          }}
        />
      )}
    </span>
  );
}

/** The users list's last column: each user's invitation (spec section 2, Users: invite status and sent-at). */
export function InviteColumn({ children }: ExtraColumnsProps) {
  const { t } = useLabels();
  const columns = useMemo(
    (): readonly ExtraColumn[] => [
      { id: 'inviteStatus', title: t('fields.inviteStatus'), width: 210, render: (row) => <InviteState row={row} /> },
    ],
    [t],
  );
  return <>{children(columns)}</>;
}
