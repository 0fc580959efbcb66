import { Button, Classes, Icon, NonIdealState, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_TAB_PAGE_SIZE } from '../../../../shared/domain/constants';
import type { OrderHistory } from './historyQueries';
import { formatDateTime } from '../../../../shared/domain/format';
import { OrderStatusTag } from '../../../components/OrderStatusTag';
import { historyMark, visibleCount } from './historyIcon';
import './orderHistories.css';
import { Thumb } from '../../../components/Thumb';

export interface HistoryTimelineProps {
  /** Newest first. */
  readonly entries: readonly OrderHistory[];
  /** Outsourced users see no assigner header (spec section 6). */
  readonly showAssigner: boolean;
  /** The ids of the design marks made during each step (history id → mark ids), shown as a tag. */
  readonly marksByStep?: ReadonlyMap<number, readonly number[]>;
  /** Opens the Designs tab on those marks. */
  readonly onOpenMarks?: (ids: readonly number[]) => void;
}

/** The order history timeline (spec section 4): 5 entries at a time, each marked waiting, accepted or rejected. */
export function HistoryTimeline({ entries, showAssigner, marksByStep, onOpenMarks }: HistoryTimelineProps) {
  const { t } = useTranslation();
  const [loads, setLoads] = useState(0);
  if (entries.length === 0) return <NonIdealState icon="history" title={t('orderHistories.empty')} />;
  const count = visibleCount(loads, entries.length, HISTORY_TAB_PAGE_SIZE);
  return (
    <div data-testid="order-history">
      <ol className="bo-timeline">
        {entries.slice(0, count).map((entry) => {
          const mark = historyMark(entry.accept);
          const people = (entry.assignedUsers ?? []).map((u) => u.displayName).join(', ');
          const stepMarks = marksByStep?.get(entry.id) ?? [];
          return (
            <li key={entry.id} className="bo-timeline-item" data-accept={String(entry.accept)}>
              <Icon
                icon={mark.icon}
                intent={mark.intent}
                className="bo-timeline-mark"
                aria-label={t(`orderHistories.accept.${String(entry.accept)}`)}
              />
              <div className="bo-timeline-body">
                <div className="bo-timeline-head">
                  <OrderStatusTag status={entry.status} />
                  {showAssigner && entry.assigner && <strong>{entry.assigner.displayName}</strong>}
                  <span className={Classes.TEXT_MUTED}>{formatDateTime(entry.createdAt)}</span>
                  {stepMarks.length > 0 && (
                    <Tag
                      minimal
                      round
                      icon="annotation"
                      interactive={onOpenMarks !== undefined}
                      onClick={onOpenMarks ? () => onOpenMarks(stepMarks) : undefined}
                      onKeyDown={(e) => {
                        if (onOpenMarks && (e.key === 'Enter' || e.key === ' ')) onOpenMarks(stepMarks);
                      }}
                      role={onOpenMarks ? 'button' : undefined}
                      tabIndex={onOpenMarks ? 0 : undefined}
                      data-testid="history-marks"
                    >
                      {t('orderHistories.marks', { count: stepMarks.length })}
                    </Tag>
                  )}
                </div>
                {people && (
                  <div className={Classes.TEXT_MUTED}>
                    <Icon icon="person" size={12} /> {people}
                  </div>
                )}
                {entry.note && <div className="bo-timeline-note">{entry.note}</div>}
                {entry.report && (
                  <div className="bo-timeline-report">
                    {t('orderHistories.report')}: {entry.report}
                  </div>
                )}
                {entry.deadLine && (
                  <div className={Classes.TEXT_MUTED}>
                    {t('workflow.deadline')}: {formatDateTime(entry.deadLine)}
                  </div>
                )}
                {(entry.products ?? []).length > 0 && (
                  <div className="bo-tags bo-wrap">
                    {(entry.products ?? []).map((url, i) => (
                      <a
                        key={url}
                        href={url}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={t('orderHistories.openProduct', { n: i + 1 })}
                      >
                        <Thumb src={url} />
                      </a>
                    ))}
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {count < entries.length && (
        <Button icon="more" text={t('orderHistories.loadMore')} onClick={() => setLoads((n) => n + 1)} />
      )}
    </div>
  );
}
