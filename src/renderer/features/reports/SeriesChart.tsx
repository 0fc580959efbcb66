import { SegmentedControl } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/bridge';
import { ChartCard } from './ChartCard';
import { useMetricUnit, type ChartProps } from './GroupPie';
import { seriesPoints } from './reportData';
import { reportQueries, type AnalysisSource } from './reportQueries';
import { TimeChart } from './lazyCharts';
import type { TimeChartKind } from './TimeChart';

/** The colour of each metric's series. */
export const SERIES_COLOR = { orders: '#2D72D2', revenue: '#238551' } as const;

/** Props of {@link SeriesChart}. */
export interface SeriesChartProps extends ChartProps {
  /** Whose analysis gives the series. @default 'orders' */
  readonly source?: AnalysisSource;
  /** The card's title. @default the metric's "over time" */
  readonly title?: string;
  readonly testId?: string;
}

/** The orders of the range per day, week or month, as bars or a line the user picks. */
export function SeriesChart({ metric, filter, source = 'orders', title, testId = 'chart-series' }: SeriesChartProps) {
  const { t } = useTranslation();
  const call = useApi();
  const [kind, setKind] = useState<TimeChartKind>('bar');
  const query = useQuery(reportQueries.analysis(call, source, filter));
  const unit = useMetricUnit(metric);
  const chartTitle = title ?? t(`reports.charts.overTime.${metric}`);
  return (
    <ChartCard
      title={chartTitle}
      unit={unit}
      testId={testId}
      query={query}
      isEmpty={(data) => seriesPoints(data.series, metric).every((point) => point.value === 0)}
      wide
      actions={
        <SegmentedControl
          size="small"
          value={kind}
          onValueChange={(next) => setKind(next === 'line' ? 'line' : 'bar')}
          options={[
            { value: 'bar', label: t('reports.kind.bar') },
            { value: 'line', label: t('reports.kind.line') },
          ]}
        />
      }
    >
      {(data) => (
        <TimeChart
          kind={kind}
          points={seriesPoints(data.series, metric)}
          bucket={data.bucket}
          legend={t(`reports.legend.${metric}`)}
          color={SERIES_COLOR[metric]}
          label={chartTitle}
        />
      )}
    </ChartCard>
  );
}
