import { AuditDetailsButton } from './AuditDetailsButton';
import { useMemo, type ReactNode } from 'react';
import { f } from '../../../shared/domain/fields';
import { formatDateTime } from '../../../shared/domain/format';
import { useLabels } from '../../components/labels/useLabels';
import { ListTable, type ColumnSpec, type ListTableData, type TableColumn } from '../../engine';
import { AuditActionTag } from './AuditActionTag';
import type { AuditEvent } from './auditQueries';
import { AuditSummaryText } from './AuditSummaryText';
import { authorName } from './authorName';
import { RecordLink } from './RecordLink';

export interface AuditTableProps extends ListTableData<AuditEvent> {
  /** Opens the event's drawer. */
  readonly onOpen: (event: AuditEvent) => void;
}

/** The When column sorts; the others filter in the panel above. */
const WHEN: ColumnSpec = { name: 'createdAt', field: f.datetime(), sortable: true, filter: null };

const COLUMNS = ['when', 'who', 'action', 'resource', 'record', 'summary'] as const;
type AuditColumn = (typeof COLUMNS)[number];
const WIDTHS: readonly number[] = [140, 160, 150, 160, 80, 360];

/** Logs › Audit trail on a wide screen: a dense Table2, newest first, a row opening its drawer. */
export function AuditTable({ onOpen, ...list }: AuditTableProps) {
  const { t, resourceLabel } = useLabels();

  const columns = useMemo((): TableColumn<AuditEvent>[] => {
    const content = (event: AuditEvent, column: AuditColumn): ReactNode => {
      switch (column) {
        case 'when':
          return formatDateTime(event.createdAt);
        case 'who':
          return authorName(event, t);
        case 'action':
          return <AuditActionTag action={event.action} />;
        case 'resource':
          return resourceLabel(event.resource);
        case 'record':
          return <RecordLink resource={event.resource} id={event.recordId} />;
        case 'summary':
          return <AuditSummaryText event={event} />;
      }
    };
    return COLUMNS.map((column, i) => ({
      id: column,
      title: t(`audit.${column}`),
      spec: column === 'when' ? WHEN : null,
      width: WIDTHS[i],
      render: (event) => (
        <div className="bo-audit-cell-hit" onClick={() => onOpen(event)}>
          {content(event, column)}
        </div>
      ),
    }));
  }, [t, resourceLabel, onOpen]);

  return (
    <ListTable
      {...list}
      testId="audit-table"
      columns={columns}
      cellClassName="bo-audit-cell"
      renderActions={(event) => <AuditDetailsButton onClick={() => onOpen(event)} />}
      cellRendererDependencies={[list.rows, t]}
    />
  );
}
