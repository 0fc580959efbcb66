import { Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { notify } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useLabels } from '../../components/labels/useLabels';
import { useDeleteResource, useRedoResource, type ResourceAbilities } from '../../engine';

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
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteResource('customers');
  const redo = useRedoResource('customers');
  const allowed = deleted ? abilities.redo : abilities.remove;
  const done = { onSuccess: () => notify.success(t('form.success')), onError: (err: unknown) => notify.error(err) };

  return (
    <>
      <Switch
        className="bo-delete-switch"
        checked={deleted}
        disabled={!allowed || remove.isPending || redo.isPending}
        aria-label={t('customers.deleteSwitch', { name })}
        data-testid="customer-delete-switch"
        onChange={() => (deleted ? redo.mutate(id, done) : setConfirming(true))}
      />
      <ConfirmDialog
        isOpen={confirming}
        icon="trash"
        message={t('popup.alertDelete')}
        confirmText={t('list.delete')}
        loading={remove.isPending}
        onConfirm={() => remove.mutate(id, { ...done, onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
