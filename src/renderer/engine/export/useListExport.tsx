import { useMemo, useState, type ReactNode } from 'react';
import { getResource } from '../../../shared/domain/resources';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { resourceAbilities } from '../resourceAbilities';
import { ExportDialog } from './ExportDialog';
import type { ExportListQuery } from './exportRange';

/** The Export button's handler, when the list offers one, and the dialog while it is open. */
export interface ListExport {
  readonly onExport?: () => void;
  readonly dialog: ReactNode;
}

/**
 * The Excel export of a list (spec section 2): offered with `exportExcel` on the resource, as
 * the server checks it; `enabled` false leaves it out (lists of deleted rows).
 */
export function useListExport(resource: string, query: ExportListQuery, enabled = true): ListExport {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const def = getResource(resource);
  const allowed = useMemo(() => (def ? resourceAbilities(user, def).exportExcel : false), [user, def]);
  if (!enabled || !allowed) return { dialog: null };
  return {
    onExport: () => setOpen(true),
    dialog: open ? <ExportDialog resource={resource} query={query} onClose={() => setOpen(false)} /> : null,
  };
}
