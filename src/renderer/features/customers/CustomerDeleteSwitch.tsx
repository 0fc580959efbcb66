import { Switch } from '@blueprintjs/core';
import { notify } from '../../core/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useLabels } from '../../components/labels/useLabels';
import { useDeleteResource, useRedoResource, useRowConfirm, type ResourceAbilities } from '../../engine';

/** Props of {@link CustomerDeleteSwitch}. */
export interface CustomerDeleteSwitchProps {
  readonly id: number;
  readonly name: string;
  readonly deleted: boolean;
  readonly abilities: ResourceAbilities;
}

/**
 * The list's `isDelete` switch: on soft-deletes the customer (after 'popup.alertDelete'), off
 * restores it; each way only with the permission the server checks (delete, redo).
 */
export function CustomerDeleteSwitch({ id, name, deleted, abilities }: CustomerDeleteSwitchProps) {
  const { t } = useLabels();
  const [confirm, setConfirm] = useRowConfirm(`customers:${id}`);
  const remove = useDeleteResource('customers');
  const redo = useRedoResource('customers');
  const allowed = deleted ? abilities.redo : abilities.remove;
  const done = { onSuccess: () => notify.success(t('form.success')), onError: (err: unknown) => notify.error(err) };

  return (
    <>
      <Switch
        className="bo-delete-switch"
        checked={deleted}
        disabled={!allowed || confirm === 'deleting' || redo.isPending}
        aria-label={t('customers.deleteSwitch', { name })}
        data-testid="customer-delete-switch"
        onChange={() => (deleted ? redo.mutate(id, done) : setConfirm('confirming'))}
      />
      <ConfirmDialog
        isOpen={confirm !== undefined}
        icon="trash"
        message={t('popup.alertDelete')}
        confirmText={t('list.delete')}
        loading={confirm === 'deleting'}
        onConfirm={() => {
          // On the promise: the row's cell may be mounted anew before it settles (rowConfirm.ts).
          setConfirm('deleting');
          remove
            .mutateAsync(id)
            .then(done.onSuccess, done.onError)
            .finally(() => setConfirm(undefined));
        }}
        onCancel={() => setConfirm(undefined)}
      />
    </>
  );
}
