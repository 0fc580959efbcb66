import { Card, Classes, H5, NonIdealState, Spinner } from '@blueprintjs/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ErrorState';

/** Props of {@link ChartCard}. */
export interface ChartCardProps<T> {
  readonly title: string;
  /** The unit of the values, beside the title (revenue's scale). @default none */
  readonly unit?: string;
  readonly query: UseQueryResult<T>;
  /** True when the answer has nothing to draw: the card shows an empty state instead. */
  readonly isEmpty: (data: T) => boolean;
  readonly children: (data: T) => ReactNode;
  readonly testId: string;
  /** Controls at the right of the title. @default none */
  readonly actions?: ReactNode;
  /** Spans the grid's full width. @default false */
  readonly wide?: boolean;
  /** Grows with its content (a table) instead of a chart's fixed height. @default false */
  readonly autoHeight?: boolean;
}

/** A chart's frame: its title, then a spinner (also while the chart's code loads), the error, an empty state or the chart. */
export function ChartCard<T>(props: ChartCardProps<T>) {
  const { title, unit, query, isEmpty, children, testId, actions, wide = false, autoHeight = false } = props;
  const { t } = useTranslation();
  const body = () => {
    if (query.isPending) return <Spinner size={24} />;
    if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    if (isEmpty(query.data))
      return (
        <NonIdealState icon="timeline-bar-chart" title={t('reports.empty')} description={t('reports.emptyHint')} />
      );
    return (
      <div className="bo-chart-plot">
        <Suspense fallback={<Spinner size={24} />}>{children(query.data)}</Suspense>
      </div>
    );
  };
  return (
    <Card
      className={['bo-chart-card', wide && 'bo-chart-wide', autoHeight && 'bo-chart-auto'].filter(Boolean).join(' ')}
      data-testid={testId}
    >
      <div className="bo-chart-head">
        <H5 className="bo-chart-title">
          {title}
          {unit && <small className={Classes.TEXT_MUTED}> {unit}</small>}
        </H5>
        {actions}
      </div>
      <div className="bo-chart-body" data-state={query.status}>
        {body()}
      </div>
    </Card>
  );
}
