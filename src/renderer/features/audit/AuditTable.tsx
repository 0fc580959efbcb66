import { Button, ButtonVariant, Size } from '@blueprintjs/core';
import { Cell, Column } from '@blueprintjs/table';
import type { ReactNode } from 'react';
import { f } from '../../../shared/domain/fields';
import { formatDateTime } from '../../../shared/domain/format';
import { useLabels } from '../../components/labels/useLabels';
import { listHeaderCell, ListTable, type ColumnSpec, type ListState, type SetListState } from '../../engine';
import { AuditActionTag } from './AuditActionTag';
import type { AuditEvent } from './auditQueries';
import { AuditSummaryText } from './AuditSummaryText';
import { authorName } from './authorName';
import { RecordLink } from './RecordLink';

export interface AuditTableProps {
  readonly rows: readonly AuditEvent[];
  readonly state: ListState;
  readonly onStateChange: SetListState;
  readonly loading: boolean;
  /** Opens the event's drawer. */
  readonly onOpen: (event: AuditEvent) => void;
}

/** The When column sorts; the others filter in the panel above. */
const WHEN: ColumnSpec = { name: 'createdAt', field: f.datetime(), sortable: true, filter: null };

const COLUMNS = ['when', 'who', 'action', 'resource', 'record', 'summary'] as const;
type AuditColumn = (typeof COLUMNS)[number];
const WIDTHS: readonly number[] = [140, 160, 150, 160, 80, 360];

/** Logs › Audit trail on a wide screen: a dense Table2, newest first, a row opening its drawer. */
export function AuditTable({ rows, state, onStateChange, loading, onOpen }: AuditTableProps) {
  const { t, resourceLabel } = useLabels();

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

  return (
    <ListTable
      testId="audit-table"
      rowCount={rows.length}
      baseWidths={WIDTHS}
      loading={loading}
      renderActions={(i) => (
        <Button
          icon="eye-open"
          size={Size.SMALL}
          variant={ButtonVariant.MINIMAL}
          aria-label={t('audit.details')}
          title={t('audit.details')}
          onClick={() => rows[i] && onOpen(rows[i])}
        />
      )}
      cellRendererDependencies={[rows, t]}
    >
      {COLUMNS.map((column) => (
        <Column
          key={column}
          id={column}
          cellRenderer={(i) => (
            <Cell className="bo-cell bo-audit-cell">
              <div className="bo-audit-cell-hit" onClick={() => rows[i] && onOpen(rows[i])}>
                {rows[i] && content(rows[i], column)}
              </div>
            </Cell>
          )}
          columnHeaderCellRenderer={() =>
            listHeaderCell(t(`audit.${column}`), column === 'when' ? WHEN : null, state, onStateChange)
          }
        />
      ))}
    </ListTable>
  );
}
