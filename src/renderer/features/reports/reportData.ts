import type { ApiResponse } from '../../../shared/api/apiCaller';
import { NONE_COLOR } from '../../../shared/domain/figures';
import { isOrderStatus, type OrderStatus } from '../../../shared/domain/orderStatus';
import type { CreatedAtRange } from '../../../shared/domain/reportPeriods';

/** What the charts of a tab measure: the number of orders or their revenue. */
export const REPORT_METRICS = ['orders', 'revenue'] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];

/** Revenue charts plot VND divided by this (spec section 9), said in their legend. */
export const REVENUE_SCALE = 10_000;

export type ResourceAnalysis = ApiResponse<'GET /orders/analysis'>;
export type PieSlice = ApiResponse<'GET /niches/analysic'>['revenuePieChar'][number];

/**
 * The `filter` of every report call: the range, the statuses when some are picked, and the
 * groups (`id`) when the figures are of some records only (a niche's own charts).
 */
export function reportFilter(
  createdAt: CreatedAtRange,
  statuses: readonly OrderStatus[],
  ids: readonly number[] = [],
): string {
  return JSON.stringify({
    createdAt,
    ...(statuses.length > 0 && { status: statuses }),
    ...(ids.length > 0 && { id: ids }),
  });
}

/** The analysis with its order statuses named by `label` (the interface's language); other groups as they are. */
export function withStatusNames<T extends Pick<ResourceAnalysis, 'rows'>>(
  analysis: T,
  label: (status: OrderStatus) => string,
): T {
  return {
    ...analysis,
    rows: analysis.rows.map((row) =>
      typeof row.key === 'string' && isOrderStatus(row.key) ? { ...row, name: label(row.key) } : row,
    ),
  };
}

/** A figure as a chart plots it: revenue scaled down, counts as they are. */
export function chartValue(metric: ReportMetric, value: number): number {
  return metric === 'revenue' ? value / REVENUE_SCALE : value;
}

/** A slice as nivo draws it; `label` is the group's name or the caller's word for "none". */
export interface ChartSlice {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly color: string;
}

/** An analysis's groups as pie slices of one metric, the empty ones left out. */
export function analysisSlices(
  analysis: Pick<ResourceAnalysis, 'rows' | 'others'>,
  metric: ReportMetric,
  names: { readonly none: string; readonly others: string },
): ChartSlice[] {
  const slices = analysis.rows.map((row) => ({
    id: String(row.key),
    label: row.name ?? names.none,
    value: chartValue(metric, metric === 'revenue' ? row.totalRevenue : row.totalOrder),
    color: row.color,
  }));
  const { others } = analysis;
  if (others) {
    const value = metric === 'revenue' ? others.totalRevenue : others.totalOrder;
    slices.push({ id: OTHERS_ID, label: names.others, value: chartValue(metric, value), color: NONE_COLOR });
  }
  return slices.filter((slice) => slice.value > 0);
}

/** Id of the slice that sums the groups past the analysis's limit. */
export const OTHERS_ID = '__others';

/** Slices largest first, the sum of the others last (order statuses keep their workflow order instead). */
export function largestFirst(slices: readonly ChartSlice[]): ChartSlice[] {
  const rank = (slice: ChartSlice) => (slice.id === OTHERS_ID ? -1 : slice.value);
  return [...slices].sort((a, b) => rank(b) - rank(a));
}

/** Ready-made pie slices (niches, designers) of one metric, scaled like the others. */
export function pieSlices(slices: readonly PieSlice[], metric: ReportMetric, none: string): ChartSlice[] {
  return slices
    .filter((slice) => slice.value > 0)
    .map((slice) => ({
      id: String(slice.key),
      label: slice.name ?? none,
      value: chartValue(metric, slice.value),
      color: slice.color,
    }));
}

/** A series's buckets as chart points: the bucket's first day and the metric. */
export function seriesPoints(
  series: ResourceAnalysis['series'],
  metric: ReportMetric,
): { readonly date: string; readonly value: number }[] {
  return series.map((point) => ({
    date: point.date,
    value: chartValue(metric, metric === 'revenue' ? point.totalRevenue : point.totalOrder),
  }));
}

/** A bucket's first day as the axis prints it: `25/11` for days and weeks, `11/2026` for months. */
export function bucketLabel(date: string, bucket: ResourceAnalysis['bucket']): string {
  const [year = '', month = '', day = ''] = date.split('-');
  return bucket === 'month' ? `${month}/${year}` : `${day}/${month}`;
}

/** Room an axis label of a bucket needs, in pixels: `25/11` or `11/2026` and a gap. */
const LABEL_PX = { day: 44, week: 44, month: 62 } as const;

/** Label every how many buckets, so the labels of `count` buckets fit in `plotWidth` pixels. */
export function tickEvery(count: number, plotWidth: number, bucket: ResourceAnalysis['bucket']): number {
  const fit = Math.max(1, Math.floor(plotWidth / LABEL_PX[bucket]));
  return Math.max(1, Math.ceil(count / fit));
}
