import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getResource, type ResourceDef } from '../../shared/domain/resources';
import { RecordChangedCallout } from '../core/live/RecordChangedCallout';
import { useRecordChanges } from '../core/live/useRecordChanges';
import { resourceKeys } from '../core/resourceQueries';
import type { Row } from '../components/form/formValues';
import { ResourceForm } from './ResourceForm';

/** Props of {@link ResourceEditPanel}. */
export interface ResourceEditPanelProps {
  readonly resource: string;
  /** The row as `resourceQueries.one` loaded it (its `updatedAt` guards the save). */
  readonly row: Row;
}

const NO_DEFAULTS: Readonly<Record<string, string>> = {};

/**
 * The edit form of a full-page edit screen (spec section 2: a customer's or user's edit is a
 * page, their create a modal): the registry's form on the page, Cancel putting the row's
 * values back. A save or a refused stale save (409) reloads the row and the form starts over
 * from it. Another person's change meanwhile leaves the form as it is and says who changed what.
 */
export function ResourceEditPanel({ resource, row }: ResourceEditPanelProps) {
  const def = getResource(resource) as ResourceDef;
  const client = useQueryClient();
  const [conflict, setConflict] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const id = Number(row.id);
  const { changes, clear } = useRecordChanges(resource, id);
  return (
    <>
      <RecordChangedCallout
        changes={changes}
        onReload={() => {
          clear();
          setConflict(null);
          void client.invalidateQueries({ queryKey: resourceKeys.one(resource, id) });
          setVersion((v) => v + 1);
        }}
      />
      <ResourceForm
        key={`${String(row.updatedAt)}/${version}`}
        def={def}
        id={id}
        defaults={NO_DEFAULTS}
        row={row}
        layout="page"
        conflict={conflict}
        onConflict={(message) => {
          setConflict(message);
          void client.invalidateQueries({ queryKey: resourceKeys.one(resource, id) });
        }}
        onClose={() => {
          setConflict(null);
          setVersion((v) => v + 1);
        }}
      />
    </>
  );
}
