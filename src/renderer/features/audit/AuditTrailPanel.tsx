import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../core/bridge';
import { useIsNarrow } from '../../components/useIsNarrow';
import { ListPageLayout, useListState } from '../../engine';
import { AuditCardList } from './AuditCardList';
import { AuditEventDrawer } from './AuditEventDrawer';
import { AuditFilterPanel } from './AuditFilterPanel';
import { auditListQuery } from './auditFilter';
import { auditQueries, type AuditEvent } from './auditQueries';
import { AuditTable } from './AuditTable';
import './audit.css';

const NO_EVENTS: readonly AuditEvent[] = [];

/**
 * Logs › Audit trail: every recorded write, newest first, paged on the server and filtered by
 * user, action, resource, record and date (kept in the URL); a row opens the change in a drawer.
 */
export function AuditTrailPanel() {
  const call = useApi();
  const narrow = useIsNarrow();
  const [state, setState] = useListState('auditEvents');
  const query = useMemo(() => auditListQuery(state), [state]);
  const result = useQuery(auditQueries.trail(call, query));
  const rows = result.data?.results ?? NO_EVENTS;
  const [open, setOpen] = useState<AuditEvent | null>(null);

  return (
    <>
      <ListPageLayout
        resource="auditEvents"
        testId="audit-trail"
        state={state}
        onStateChange={setState}
        result={result}
        filterColumns={[]}
        filterPanel={<AuditFilterPanel state={state} onChange={setState} folded={narrow} />}
      >
        {narrow ? (
          <AuditCardList rows={rows} onOpen={setOpen} />
        ) : (
          <AuditTable rows={rows} state={state} onStateChange={setState} loading={result.isFetching} onOpen={setOpen} />
        )}
      </ListPageLayout>
      <AuditEventDrawer event={open} onClose={() => setOpen(null)} />
    </>
  );
}
