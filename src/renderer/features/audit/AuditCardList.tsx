import { Card, Classes } from '@blueprintjs/core';
import { AuditDetailsButton } from './AuditDetailsButton';
import { formatDateTime } from '../../../shared/domain/format';
import { useLabels } from '../../components/labels/useLabels';
import { AuditActionTag } from './AuditActionTag';
import type { AuditEvent } from './auditQueries';
import { AuditSummaryText } from './AuditSummaryText';
import { authorName } from './authorName';
import { RecordLink } from './RecordLink';

export interface AuditCardListProps {
  readonly rows: readonly AuditEvent[];
  /** Opens the event's drawer. */
  readonly onOpen: (event: AuditEvent) => void;
}

/**
 * Logs › Audit trail under 765 px: one card per event, a tap opening its drawer; from the
 * keyboard, its details button, as in the table's rows.
 */
export function AuditCardList({ rows, onOpen }: AuditCardListProps) {
  const { t, resourceLabel } = useLabels();
  return (
    <div className="bo-card-list" data-testid="audit-table">
      {rows.map((event) => (
        <Card key={event.id} compact interactive className="bo-audit-card" onClick={() => onOpen(event)}>
          <div className="bo-audit-card-head">
            <AuditActionTag action={event.action} />
            <strong>{resourceLabel(event.resource)}</strong>
            <RecordLink resource={event.resource} id={event.recordId} />
            <AuditDetailsButton
              className="bo-audit-card-open"
              onClick={(e) => {
                e.stopPropagation();
                onOpen(event);
              }}
            />
          </div>
          <div className={Classes.TEXT_MUTED}>
            {authorName(event, t)} · {formatDateTime(event.createdAt)}
          </div>
          <AuditSummaryText event={event} className={`bo-audit-card-summary ${Classes.TEXT_OVERFLOW_ELLIPSIS}`} />
        </Card>
      ))}
    </div>
  );
}
