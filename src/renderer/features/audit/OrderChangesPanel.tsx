import { Button, ButtonVariant, Classes, NonIdealState, Size, Spinner, Tag } from '@blueprintjs/core';
import { AuditDetailsButton } from './AuditDetailsButton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/domain/format';
import { useApi } from '../../core/bridge';
import { ErrorState } from '../../components/ErrorState';
import { useLabels } from '../../components/labels/useLabels';
import { ListPagination, usePaging } from '../../engine';
import { AuditActionTag } from './AuditActionTag';
import { AuditChangeTable } from './AuditChangeTable';
import { auditDiff } from './auditDiff';
import { AuditEventDrawer } from './AuditEventDrawer';
import { auditQueries, type AuditEvent } from './auditQueries';
import { AuditSummaryText } from './AuditSummaryText';
import { authorName } from './authorName';
import './audit.css';

export interface OrderChangesPanelProps {
  readonly orderId: number;
}

const PAGE_SIZES = [10, 20, 50];

/**
 * The order's Changes tab: its audit trail (`GET /orders/{id}/changes`), newest first, each
 * change with who, when and its fields before → after; a create or delete opens its values
 * in the drawer of Logs › Audit trail.
 */
export function OrderChangesPanel({ orderId }: OrderChangesPanelProps) {
  const { t } = useLabels();
  const call = useApi();
  const paging = usePaging(PAGE_SIZES);
  const changes = useQuery(auditQueries.forOrder(call, orderId, { limit: paging.limit, offset: paging.offset }));
  const [open, setOpen] = useState<AuditEvent | null>(null);

  if (changes.isPending) return <Spinner size={24} />;
  if (changes.isError) return <ErrorState error={changes.error} onRetry={() => void changes.refetch()} />;
  if (changes.data.total === 0) return <NonIdealState icon="history" title={t('audit.changes.empty')} />;
  return (
    <div className="bo-audit-changes" data-testid="order-changes">
      <ol className="bo-audit-change-list">
        {changes.data.results.map((event) => (
          <ChangeItem key={event.id} event={event} onOpen={() => setOpen(event)} />
        ))}
      </ol>
      <ListPagination {...paging.pagination} total={changes.data.total} />
      <AuditEventDrawer event={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function ChangeItem({ event, onOpen }: { readonly event: AuditEvent; readonly onOpen: () => void }) {
  const { t, resourceLabel } = useLabels();
  const diff = auditDiff(event);
  return (
    <li className="bo-audit-change">
      <div className="bo-audit-change-head">
        <AuditActionTag action={event.action} />
        {event.resource !== 'orders' && (
          <Tag minimal>
            {resourceLabel(event.resource)}
            {event.recordId !== null && ` #${event.recordId}`}
          </Tag>
        )}
        <strong>{authorName(event, t)}</strong>
        <span className={Classes.TEXT_MUTED}>{formatDateTime(event.createdAt)}</span>
        <AuditDetailsButton className="bo-audit-change-open" onClick={onOpen} />
      </div>
      {diff.mode === 'change' ? (
        <AuditChangeTable event={event} showHeader={false} />
      ) : (
        <div className="bo-audit-change-values">
          <AuditSummaryText event={event} className={Classes.TEXT_OVERFLOW_ELLIPSIS} />
          <Button
            size={Size.SMALL}
            variant={ButtonVariant.MINIMAL}
            icon="properties"
            text={`${t(`audit.modes.${diff.mode}`)} · ${t('audit.changes.fields', { count: diff.rows.length })}`}
            onClick={onOpen}
          />
        </div>
      )}
    </li>
  );
}
