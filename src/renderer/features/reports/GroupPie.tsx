import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/bridge';
import { useLabels } from '../../components/labels/useLabels';
import { ChartCard } from './ChartCard';
import { PieChart } from './lazyCharts';
import { PIE_TITLES } from './reportCharts';
import {
  analysisSlices,
  largestFirst,
  pieSlices,
  withStatusNames,
  type ReportMetric,
  type ResourceAnalysis,
} from './reportData';
import { reportQueries, type AnalysisSource } from './reportQueries';

/** Props of the pies: what they measure over which orders. */
export interface ChartProps {
  readonly metric: ReportMetric;
  /** The JSON filter of the call (reportFilter). */
  readonly filter: string;
}

/** The unit a revenue chart's title carries. */
export function useMetricUnit(metric: ReportMetric): string | undefined {
  const { t } = useTranslation();
  return metric === 'revenue' ? t('reports.revenueUnit') : undefined;
}

/** Names an analysis's groups for the screen: order statuses in the interface's language. */
export function useGroupNames(): (analysis: ResourceAnalysis) => ResourceAnalysis {
  const { enumLabel } = useLabels();
  return (analysis) => withStatusNames(analysis, enumLabel);
}

/** A pie of the orders grouped by a resource (GET /{resource}/analysis), in its groups' colours. */
export function GroupPie({ source, metric, filter }: ChartProps & { readonly source: AnalysisSource }) {
  const { t } = useTranslation();
  const call = useApi();
  const named = useGroupNames();
  const query = useQuery(reportQueries.analysis(call, source, filter));
  const unit = useMetricUnit(metric);
  const names = { none: t('reports.none'), others: t('reports.others') };
  return (
    <ChartCard
      title={t(`reports.charts.${PIE_TITLES[source]}`)}
      unit={unit}
      testId={`chart-${source}`}
      query={query}
      isEmpty={(data) => analysisSlices(data, metric, names).length === 0}
    >
      {(data) => {
        const slices = analysisSlices(named(data), metric, names);
        return <PieChart slices={source === 'orders' ? slices : largestFirst(slices)} />;
      }}
    </ChartCard>
  );
}

/** A pie of the orders per designer (GET /users/designersAnalysis). */
export function DesignerPie({ metric, filter }: ChartProps) {
  const { t } = useTranslation();
  const call = useApi();
  const query = useQuery(reportQueries.designers(call, filter));
  const unit = useMetricUnit(metric);
  const slicesOf = (data: NonNullable<typeof query.data>) =>
    pieSlices(metric === 'revenue' ? data.revenuePieChar : data.numOrderPieChar, metric, t('reports.none'));
  return (
    <ChartCard
      title={t('reports.charts.byDesigner')}
      unit={unit}
      testId="chart-designers"
      query={query}
      isEmpty={(data) => slicesOf(data).length === 0}
    >
      {(data) => <PieChart slices={largestFirst(slicesOf(data))} />}
    </ChartCard>
  );
}
