import { FormGroup, Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { SavedView } from '../../shared/api/endpoints/savedViews';
import { isManager } from '../../shared/domain/permissions';
import type { ResourceName } from '../../shared/domain/resources';
import { SAVED_VIEW_NAME_MAX } from '../../shared/domain/savedView';
import { useCurrentUser } from '../core/session/useCurrentUser';
import { notify } from '../core/toaster';
import { FormDialog } from '../components/FormDialog';
import { ReferenceSelect } from '../components/form/ReferenceSelect';
import { useLabels } from '../components/labels/useLabels';
import { TextField } from '../components/TextField';
import type { ListState } from './listState';
import { useSavedViewMutations } from './savedViewQueries';
import { savedStateOf } from './savedViewState';

/** Props of {@link SaveViewDialog}. */
export interface SaveViewDialogProps {
  readonly resource: ResourceName;
  /** The list as it stands: what a new view keeps. */
  readonly state: ListState;
  /** The view to rename or share differently; a new view when left out. */
  readonly view?: SavedView;
  readonly onClose: () => void;
}

/**
 * Saves the list's search, filters, sort and page size under a name (POST /savedViews), or
 * renames an existing view and changes whom it is shared with (PUT, its state kept). Staff
 * share with their own role by a switch; a manager picks any role.
 */
export function SaveViewDialog({ resource, state, view, onClose }: SaveViewDialogProps) {
  const { t } = useLabels();
  const user = useCurrentUser();
  const { create, update } = useSavedViewMutations(resource);
  const [name, setName] = useState(view?.name ?? '');
  const [roleId, setRoleId] = useState<number | null>(view?.roleId ?? null);
  const [missing, setMissing] = useState(false);
  const mutation = view ? update : create;
  const ownRole = user.role;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setMissing(true);
    const done = {
      onSuccess: () => {
        notify.success(t('savedViews.saved', { name: trimmed }));
        onClose();
      },
    };
    if (!view) return create.mutate({ resource, name: trimmed, state: savedStateOf(state), roleId }, done);
    // The role is sent only when changed: a view shared with a role one has since left keeps it.
    const body = { name: trimmed, updatedAt: view.updatedAt, ...(roleId !== view.roleId ? { roleId } : {}) };
    update.mutate({ id: view.id, body }, done);
  };

  return (
    <FormDialog
      title={view ? t('savedViews.editTitle') : t('savedViews.saveTitle')}
      icon="bookmark"
      testId="save-view-form"
      busy={mutation.isPending}
      error={mutation.error}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        id="saved-view-name"
        label={t('savedViews.name')}
        value={name}
        maxLength={SAVED_VIEW_NAME_MAX}
        onValueChange={(value) => {
          setName(value);
          setMissing(false);
        }}
        error={missing ? t('validation.required') : undefined}
        autoFocus
        required
      />
      {isManager(user) ? (
        <FormGroup
          label={t('savedViews.shareWithRole')}
          labelFor="saved-view-role"
          helperText={t('savedViews.shareHint')}
        >
          <ReferenceSelect id="saved-view-role" fill resource="roles" value={roleId} onChange={setRoleId} />
        </FormGroup>
      ) : (
        ownRole && (
          <Switch
            label={t('savedViews.shareWithMyRole', { role: ownRole.name })}
            checked={roleId !== null}
            data-testid="saved-view-share"
            onChange={(event) => setRoleId(event.currentTarget.checked ? ownRole.id : null)}
          />
        )
      )}
    </FormDialog>
  );
}
