import { Button, Card, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { can } from '../../../shared/domain/permissions';
import { useResources } from '../../core/bridge';
import { RecordChangedCallout } from '../../core/live/RecordChangedCallout';
import { useRecordChanges } from '../../core/live/useRecordChanges';
import { resourceKeys, resourceQueries } from '../../core/resourceQueries';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { toText } from '../../components/form/toText';
import { useLabels } from '../../components/labels/useLabels';
import { PageHeader } from '../../components/PageHeader';
import { chooseTab, PageTabs, RecordPager, useTabParam } from '../../engine';
import { SetPasswordDialog } from './SetPasswordDialog';
import { UserForm } from './UserForm';
import { UserMembers } from './UserMembers';
import { UserSummaryCard } from './UserSummaryCard';
import { userTabs } from './userTabs';
import './people.css';

/**
 * A user's full screen (spec section 2: users edit on a full screen, create in a modal):
 * `/users/{id}/edit` opens on the form (users.update), `/users/{id}/show` and
 * `/auth/users/{id}/show` on the members labels. Under the summary card, the tabs the viewer
 * may read; the tab is kept in `?tab=`. The password changes through its own dialog.
 */
export function UserPage({ mode }: { readonly mode: 'edit' | 'show' }) {
  const { t, resourceLabel } = useLabels();
  const { id } = useParams();
  const userId = Number.isInteger(Number(id)) ? Number(id) : 0;
  const navigate = useNavigate();
  const viewer = useCurrentUser();
  const resources = useResources();
  const [settingPassword, setSettingPassword] = useState(false);
  const tabParam = useTabParam();
  const client = useQueryClient();
  // Another person's change leaves the open form as it is and says so (src/renderer/app/live).
  const live = useRecordChanges('users', userId);
  const result = useQuery(resourceQueries.one(resources, 'users', userId));
  const row = result.data;

  if (result.isPending) return <Spinner className="bo-list-spinner" />;
  if (result.isError || !row) {
    return <NonIdealState icon="error" title={t('list.loadError')} description={result.error?.message} />;
  }
  const editable = can(viewer, 'users', 'update') && row.isDelete !== true;
  const name = toText(row.displayName ?? `#${userId}`);
  const tabs = [
    { id: 'details', title: t('list.details'), panel: <UserMembers row={row} /> },
    ...(editable
      ? [
          {
            id: 'edit',
            title: t('list.edit'),
            panel: (
              <Card>
                <RecordChangedCallout
                  changes={live.changes}
                  onReload={() => {
                    live.clear();
                    void client.invalidateQueries({ queryKey: resourceKeys.one('users', userId) });
                  }}
                />
                <UserForm key={String(row.updatedAt)} row={row} onSaved={() => undefined} />
              </Card>
            ),
          },
        ]
      : []),
    ...userTabs(viewer, row, t),
  ];
  const initial = mode === 'edit' && editable ? 'edit' : 'details';
  const selected = chooseTab(tabs, tabParam.asked, initial);
  const actions = (
    <>
      <RecordPager resource="users" id={userId} />
      {editable && <Button icon="key" text={t('people.setPassword')} onClick={() => setSettingPassword(true)} />}
      {editable && selected !== 'edit' && (
        <Button
          icon="edit"
          intent={Intent.PRIMARY}
          text={t('list.edit')}
          onClick={() => void navigate(`/users/${userId}/edit?tab=edit`)}
        />
      )}
    </>
  );

  return (
    <div className="bo-user-page">
      <PageHeader
        title={`${resourceLabel('users')} · ${name}`}
        breadcrumbs={[{ text: resourceLabel('users'), to: '/users' }, { text: name }]}
        actions={actions}
      />
      <UserSummaryCard row={row} />
      <PageTabs id="user-tabs" className="bo-tabs bo-user-tabs" tabs={tabs} initial={initial} />
      {settingPassword && (
        <SetPasswordDialog userId={userId} displayName={name} onClose={() => setSettingPassword(false)} />
      )}
    </div>
  );
}
