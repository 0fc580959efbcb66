import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../shared/domain/permissions';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { ResourceListPage } from '../../engine';
import { InviteColumn } from './InviteColumn';
import { InviteDialog } from './InviteDialog';

/** `/users`: the generic list with each user's invitation, and Invite (users.create) beside Create. */
export function UsersListPage() {
  const { t } = useTranslation();
  const viewer = useCurrentUser();
  const [inviting, setInviting] = useState(false);
  const invite = can(viewer, 'users', 'create') && (
    <Button icon="envelope" text={t('people.invite')} data-testid="users-invite" onClick={() => setInviting(true)} />
  );
  return (
    <>
      <ResourceListPage resource="users" extraColumns={InviteColumn} actions={invite || undefined} />
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </>
  );
}
