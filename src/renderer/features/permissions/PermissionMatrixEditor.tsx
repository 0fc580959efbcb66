import { Button, ButtonGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../core/bridge';
import { notify } from '../../core/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useLabels } from '../../components/labels/useLabels';
import { PermissionMatrix } from './PermissionMatrix';
import {
  cancelMatrix,
  clearMatrix,
  countChanges,
  isDirty,
  loadMatrix,
  normalizeGrants,
  setGrants,
  type Grants,
} from './permissionMatrix';
import { permissionQueries } from './permissionQueries';

/** Props of {@link PermissionMatrixEditor}. */
export interface PermissionMatrixEditorProps {
  /** The map the server holds now. */
  readonly saved: Grants;
  /** Whom the map belongs to, for the confirmation ("viewer@demo.local", "role cbo"). */
  readonly owner: string;
  /** Saves the held map; answers the map the server stored. */
  readonly onSave: (map: Record<string, string[]>) => Promise<Grants>;
  /** Applies the user's default (role joined with user type) on the server; absent on a role's or type's own map. */
  readonly onDefault?: () => Promise<Grants>;
  /** No permission to change: the matrix is shown read-only. @default false */
  readonly readOnly?: boolean;
}

type Pending = 'save' | 'default' | null;

/**
 * The matrix with its buttons: ticks are held on screen until OK (after a confirmation),
 * Cancel puts the saved map back, Clear unticks everything, "Set default by role" asks and
 * then applies the user's default (their role's map joined with their user type's).
 */
export function PermissionMatrixEditor({
  saved,
  owner,
  onSave,
  onDefault,
  readOnly = false,
}: PermissionMatrixEditorProps) {
  const { t } = useLabels();
  const call = useApi();
  const catalogue = useQuery(permissionQueries.catalogue(call));
  const [state, setState] = useState(() => loadMatrix(saved));
  const [confirm, setConfirm] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  if (catalogue.isError)
    return <NonIdealState icon="error" title={t('list.loadError')} description={catalogue.error.message} />;
  if (!catalogue.data) return <Spinner />;
  const order = Object.fromEntries(catalogue.data.permissions.map((e) => [e.key, e.permissions]));
  const dirty = isDirty(state);
  const changes = countChanges(state);

  const run = (action: () => Promise<Grants>, done: string) => {
    setBusy(true);
    action()
      .then((stored) => {
        setState(loadMatrix(stored));
        notify.success(done);
      })
      .catch((error: unknown) => notify.error(error))
      .finally(() => {
        setBusy(false);
        setConfirm(null);
      });
  };

  return (
    <div className="bo-perm-editor">
      {!readOnly && (
        <div className="bo-perm-toolbar">
          <ButtonGroup>
            <Button
              icon="tick"
              intent={Intent.PRIMARY}
              text={t('common.ok')}
              disabled={!dirty || busy}
              data-testid="permissions-ok"
              onClick={() => setConfirm('save')}
            />
            <Button
              icon="undo"
              text={t('common.cancel')}
              disabled={!dirty || busy}
              data-testid="permissions-cancel"
              onClick={() => setState(cancelMatrix)}
            />
          </ButtonGroup>
          <Button
            icon="eraser"
            text={t('permissionsAdmin.clear')}
            disabled={busy}
            data-testid="permissions-clear"
            onClick={() => setState(clearMatrix)}
          />
          {onDefault && (
            <Button
              icon="reset"
              text={t('permissionsAdmin.setDefault')}
              disabled={busy}
              data-testid="permissions-default"
              onClick={() => setConfirm('default')}
            />
          )}
          {dirty && (
            <span className="bo-perm-held" data-testid="permissions-held">
              {t('permissionsAdmin.held', changes)}
            </span>
          )}
        </div>
      )}
      <PermissionMatrix
        entries={catalogue.data.permissions}
        words={catalogue.data.stringtoWord}
        value={state.draft}
        disabled={readOnly || busy}
        onChange={(resource, actions, on) => setState((s) => setGrants(s, resource, actions, on))}
      />
      <ConfirmDialog
        isOpen={confirm !== null}
        intent={Intent.WARNING}
        loading={busy}
        message={
          confirm === 'default'
            ? t('permissionsAdmin.confirmDefault', { owner })
            : t('permissionsAdmin.confirmSave', { owner, ...changes })
        }
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          confirm === 'default' && onDefault
            ? run(onDefault, t('permissionsAdmin.defaultDone', { owner }))
            : run(() => onSave(normalizeGrants(state.draft, order)), t('permissionsAdmin.saved', { owner }))
        }
      />
    </div>
  );
}
