import { Button, ButtonGroup, Classes, Dialog, DialogBody, DialogFooter, Intent, Size, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { SavedView } from '../../shared/api/endpoints/savedViews';
import type { ResourceName } from '../../shared/domain/resources';
import { useCurrentUser } from '../core/session/useCurrentUser';
import { notify } from '../core/toaster';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useLabels } from '../components/labels/useLabels';
import type { ListState } from './listState';
import { useSavedViewMutations } from './savedViewQueries';
import { savedStateOf } from './savedViewState';
import { SaveViewDialog } from './SaveViewDialog';

/** Props of {@link ManageViewsDialog}. */
export interface ManageViewsDialogProps {
  readonly resource: ResourceName;
  /** The list as it stands: what Update writes into a view. */
  readonly state: ListState;
  /** The views the user may change: their own (a manager: every one they see). */
  readonly views: readonly SavedView[];
  readonly onClose: () => void;
}

/** What the user is about to do to one view. */
type Pending = { readonly kind: 'overwrite' | 'delete'; readonly view: SavedView } | null;

/**
 * One's own saved views of a list: rename or share differently, overwrite with the list's
 * current search, filters, sort and page size, or delete; both of the last ask first.
 */
export function ManageViewsDialog({ resource, state, views, onClose }: ManageViewsDialogProps) {
  const { t } = useLabels();
  const user = useCurrentUser();
  const { update, remove } = useSavedViewMutations(resource);
  const [editing, setEditing] = useState<SavedView | null>(null);
  const [pending, setPending] = useState<Pending>(null);

  const confirm = () => {
    if (!pending) return;
    const { kind, view } = pending;
    const settle = {
      onSuccess: () =>
        notify.success(t(kind === 'delete' ? 'savedViews.deleted' : 'savedViews.overwritten', { name: view.name })),
      onError: (error: Error) => notify.error(error),
      onSettled: () => setPending(null),
    };
    if (kind === 'delete') remove.mutate(view.id, settle);
    else update.mutate({ id: view.id, body: { state: savedStateOf(state), updatedAt: view.updatedAt } }, settle);
  };

  return (
    <>
      <Dialog
        isOpen={editing === null}
        title={t('savedViews.manageTitle')}
        icon="cog"
        onClose={onClose}
        style={{ width: 620, maxWidth: '95vw' }}
      >
        <DialogBody>
          {views.length === 0 && <p className={Classes.TEXT_MUTED}>{t('savedViews.none')}</p>}
          <ul className="bo-saved-views-list" data-testid="manage-views">
            {views.map((view) => (
              <li key={view.id} className="bo-saved-views-row">
                <span className="bo-saved-views-name">
                  <strong>{view.name}</strong>
                  {view.roleName && (
                    <Tag minimal round>
                      {view.roleName}
                    </Tag>
                  )}
                  {view.userId !== user.id && view.ownerName && (
                    <span className={Classes.TEXT_MUTED}>{view.ownerName}</span>
                  )}
                </span>
                <ButtonGroup size={Size.SMALL}>
                  <Button icon="edit" text={t('savedViews.rename')} onClick={() => setEditing(view)} />
                  <Button
                    icon="refresh"
                    text={t('savedViews.overwrite')}
                    onClick={() => setPending({ kind: 'overwrite', view })}
                  />
                  <Button
                    icon="trash"
                    intent={Intent.DANGER}
                    text={t('list.delete')}
                    onClick={() => setPending({ kind: 'delete', view })}
                  />
                </ButtonGroup>
              </li>
            ))}
          </ul>
        </DialogBody>
        <DialogFooter actions={<Button text={t('savedViews.close')} onClick={onClose} />} />
      </Dialog>
      {editing && <SaveViewDialog resource={resource} state={state} view={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        isOpen={pending !== null}
        intent={pending?.kind === 'delete' ? Intent.DANGER : Intent.PRIMARY}
        message={
          pending &&
          t(pending.kind === 'delete' ? 'savedViews.deleteConfirm' : 'savedViews.overwriteConfirm', {
            name: pending.view.name,
          })
        }
        confirmText={pending?.kind === 'delete' ? t('list.delete') : t('savedViews.overwrite')}
        loading={update.isPending || remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </>
  );
}
