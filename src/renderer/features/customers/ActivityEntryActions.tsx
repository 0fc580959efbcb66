import { Button, ButtonGroup, ButtonVariant, Intent, Size } from '@blueprintjs/core';
import { useState } from 'react';
import type { CustomerActivity } from '../../../shared/api/endpoints/customerActivities';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { notify } from '../../core/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useLabels } from '../../components/labels/useLabels';
import { ActivityDialog } from './ActivityDialog';
import { useActivityMutations } from './useActivityMutations';

/** Edit and Delete on a logged activity, for its author only (the server refuses anyone else). */
export function ActivityEntryActions({ activity }: { readonly activity: CustomerActivity }) {
  const { t } = useLabels();
  const user = useCurrentUser();
  const { remove } = useActivityMutations(activity.customerId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (activity.authorId !== user.id) return null;
  return (
    <>
      <ButtonGroup variant={ButtonVariant.MINIMAL} size={Size.SMALL} className="bo-activity-actions">
        <Button icon="edit" aria-label={t('customers.activity.edit')} onClick={() => setEditing(true)} />
        <Button
          icon="trash"
          intent={Intent.DANGER}
          aria-label={t('customers.activity.delete')}
          onClick={() => setDeleting(true)}
        />
      </ButtonGroup>
      {editing && (
        <ActivityDialog customerId={activity.customerId} activity={activity} onClose={() => setEditing(false)} />
      )}
      <ConfirmDialog
        isOpen={deleting}
        message={t('customers.activity.deleteConfirm')}
        loading={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(activity.id, {
            onSuccess: () => notify.success(t('customers.activity.deleted')),
            onError: (err) => notify.error(err),
            onSettled: () => setDeleting(false),
          })
        }
      />
    </>
  );
}
