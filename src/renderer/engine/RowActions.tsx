import { Button, ButtonGroup, ButtonVariant, Intent, Size } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { getResource } from '../../shared/domain/resources';
import { notify } from '../core/toaster';
import { ConfirmDialog } from '../components/ConfirmDialog';
import type { Row } from '../components/form/formValues';
import { settledState, type ResourceAbilities } from './resourceAbilities';
import { useDeleteResource, useRedoResource } from './resourceMutations';
import { useLabels } from '../components/labels/useLabels';
import { useModalNavigation } from './useModalNavigation';
import { useRowConfirm } from './rowConfirm';

export interface RowActionsProps {
  readonly resource: string;
  readonly row: Row;
  readonly abilities: ResourceAbilities;
}

/** Edit, show, delete (confirmed) and redo buttons of one row (spec section 2). */
export function RowActions({ resource, row, abilities }: RowActionsProps) {
  const { t } = useLabels();
  const navigate = useNavigate();
  const modal = useModalNavigation();
  const remove = useDeleteResource(resource);
  const redo = useRedoResource(resource);
  const id = Number(row.id);
  const [confirm, setConfirm] = useRowConfirm(`${resource}:${id}`);
  const deleted = row.isDelete === true;
  // A settled row (a confirmed payment, an accepted fine) is kept, and one whose every editable
  // field is settled no longer changes: the server refuses both.
  const def = getResource(resource);
  const { settled, frozen } = def ? settledState(def, row) : { settled: false, frozen: false };

  // The outcome is handled on the promise, not by `mutate`'s callbacks, which react-query drops
  // when the row's component has been mounted anew meanwhile (rowConfirm.ts).
  const onDelete = () => {
    setConfirm('deleting');
    remove
      .mutateAsync(id)
      .then(() => notify.success(t('form.success')))
      .catch((err: unknown) => notify.error(err))
      .finally(() => setConfirm(undefined));
  };
  const onRedo = () =>
    redo.mutate(id, { onSuccess: () => notify.success(t('form.success')), onError: (err) => notify.error(err) });

  return (
    <ButtonGroup variant={ButtonVariant.MINIMAL} size={Size.SMALL}>
      {abilities.update && !deleted && !frozen && (
        <Button
          icon="edit"
          aria-label={t('list.edit')}
          title={t('list.edit')}
          onClick={() => modal.openEdit(resource, id)}
        />
      )}
      {abilities.show && (
        <Button
          icon="eye-open"
          aria-label={t('list.show')}
          title={t('list.show')}
          onClick={() => void navigate(`/${resource}/${id}/show`)}
        />
      )}
      {abilities.remove && !deleted && !settled && (
        <Button
          icon="trash"
          intent={Intent.DANGER}
          aria-label={t('list.delete')}
          title={t('list.delete')}
          onClick={() => setConfirm('confirming')}
        />
      )}
      {abilities.redo && deleted && (
        <Button
          icon="undo"
          intent={Intent.SUCCESS}
          aria-label={t('list.redo')}
          title={t('list.redo')}
          loading={redo.isPending}
          onClick={onRedo}
        />
      )}
      <ConfirmDialog
        isOpen={confirm !== undefined}
        icon="trash"
        message={t('popup.alertDelete', { defaultValue: 'Are you sure you want to delete this item?' })}
        confirmText={t('list.delete')}
        loading={confirm === 'deleting'}
        onConfirm={onDelete}
        onCancel={() => setConfirm(undefined)}
      />
    </ButtonGroup>
  );
}
