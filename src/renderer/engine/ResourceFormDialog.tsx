import { Dialog, DialogBody, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ResourceDef } from '../../shared/domain/resources';
import { useResources } from '../core/bridge';
import { ResourceForm } from './ResourceForm';
import { resourceQueries } from '../core/resourceQueries';
import { useLabels } from '../components/labels/useLabels';
import './resources.css';

export interface ResourceFormDialogProps {
  readonly def: ResourceDef;
  /** Row to edit; create when absent. */
  readonly id?: number;
  /** Create defaults from the hash's query. */
  readonly defaults: Readonly<Record<string, string>>;
  readonly onClose: () => void;
  /** Shown below the fields, inside the dialog (a niche's charts). @default none */
  readonly extra?: ReactNode;
}

/** Spec section 2: payments edit opens 800 wide, niches edit 600. */
const EDIT_WIDTHS: Readonly<Record<string, number>> = { payments: 800, niches: 600 };

/** The create or edit modal of a resource (spec section 2, modal routes), fields from the registry. */
export function ResourceFormDialog(props: ResourceFormDialogProps) {
  const { def, id, onClose } = props;
  const { t, resourceLabel } = useLabels();
  const resources = useResources();
  const editing = id !== undefined;
  const [conflict, setConflict] = useState<string | null>(null);
  // Bumped after a 409 reload so the form reopens on the fresh row; a plain refetch must not remount it.
  const [version, setVersion] = useState(0);
  const rowQuery = useQuery({ ...resourceQueries.one(resources, def.name, id ?? 0), enabled: editing });
  const width = editing ? (EDIT_WIDTHS[def.name] ?? 720) : 720;
  const title = editing
    ? t('form.editTitle', { resource: resourceLabel(def.name), id })
    : t('form.createTitle', { resource: resourceLabel(def.name) });

  const content = () => {
    if (!editing) return <ResourceForm {...props} conflict={null} onConflict={setConflict} />;
    if (rowQuery.isPending)
      return (
        <DialogBody>
          <Spinner />
        </DialogBody>
      );
    if (rowQuery.isError)
      return (
        <DialogBody>
          <NonIdealState icon="error" title={t('list.loadError')} description={rowQuery.error.message} />
        </DialogBody>
      );
    return (
      <ResourceForm
        key={version}
        {...props}
        row={rowQuery.data}
        conflict={conflict}
        onConflict={(message) => {
          setConflict(message);
          void rowQuery.refetch().then(() => setVersion((v) => v + 1));
        }}
      />
    );
  };

  return (
    <Dialog isOpen title={title} icon={editing ? 'edit' : 'add'} onClose={onClose} style={{ width, maxWidth: '95vw' }}>
      {content()}
    </Dialog>
  );
}
