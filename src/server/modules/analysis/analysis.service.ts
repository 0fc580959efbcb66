import type { z } from 'zod';
import {
  DEFAULT_GROUP_LIMIT,
  MAX_GROUP_LIMIT,
  type AnalysedResource,
  type AnalysisRow,
  type DashboardSummary,
  type DesignersAnalysis,
  type DesignersByStatus,
  type NichesAnalysis,
  type PieSlice,
  type ResourceAnalysis,
  type SeriesPoint,
} from '../../../shared/api/endpoints/analysis';
import { paletteColor, summaryFigures } from '../../../shared/domain/figures';
import { ORDER_STATUS_TABLE, ORDER_STATUSES, type OrderStatus } from '../../../shared/domain/orderStatus';
import { isManager } from '../../../shared/domain/permissions';
import {
  bucketCount,
  bucketDates,
  chooseBucket,
  MAX_BUCKETS,
  previousRange,
  rangeDates,
  REPORT_TIME_ZONE,
  type Bucket,
  type TimeRange,
} from '../../../shared/domain/period';
import { describeFieldErrors } from '../../../shared/domain/validation/fieldErrors';
import {
  analysisFilterSchema,
  chartFilterSchema,
  parseJsonParam,
  rangeFilterSchema,
  summaryFilterSchema,
} from '../../../shared/domain/validation/reportFilters';
import type { AuthUser } from '../../plugins/auth';
import { forbidden, invalidFields } from '../../plugins/httpErrors';
import type { AnalysisRepository, GroupKey, KeyedFigures, SeriesCount } from './analysis.repository';
import { GROUP_TARGET, type GroupBy, type OrderSelection } from './groupings';

/** How each list's analysis groups the orders. */
const GROUPING: Readonly<Record<AnalysedResource, GroupBy>> = {
  orders: 'status',
  customers: 'customer',
  channels: 'channel',
  niches: 'niche',
  dealpipelines: 'dealpipeline',
};

/** The query of `GET /{resource}/analysis`, as its schema parsed it. */
export interface AnalysisQuery {
  readonly filter?: string;
  readonly bucket?: Bucket;
  readonly limit?: number;
}

function readFilter<S extends z.ZodType>(text: string | undefined, schema: S): z.output<S> {
  const parsed = parseJsonParam(text, schema);
  if (!parsed.ok) throw invalidFields(describeFieldErrors(parsed.errors), parsed.errors);
  return parsed.value;
}

/** A range as the `createdAt` condition of a list filter that selects the same orders. */
function echo(range: TimeRange): DashboardSummary['createdAt'] {
  const start = range.start ? { [range.startInclusive ? '$gte' : '$gt']: range.start } : {};
  const end = range.end ? { [range.endInclusive ? '$lte' : '$lt']: range.end } : {};
  return { ...start, ...end };
}

const statusOrder = (status: GroupKey) => ORDER_STATUSES.indexOf(status as OrderStatus);

/**
 * The figures of docs/figures.md: it reads the filters, picks the periods and buckets, and
 * shapes what the repository's aggregate queries answer into what the screens draw.
 */
export class AnalysisService {
  constructor(private readonly repo: AnalysisRepository) {}

  /** `GET /summaries/dashbroad`: the managers' four cards, for the range and the period before. */
  async dashboard(user: AuthUser, filter: string | undefined): Promise<DashboardSummary> {
    if (!isManager(user)) throw forbidden('Only managers see the summary.');
    const { range } = readFilter(filter, summaryFilterSchema);
    const previous = previousRange(range);
    const counts = await this.repo.doneCounts(user, range, previous);
    return {
      ...summaryFigures(counts.current),
      createdAt: echo(range),
      previous: previous && counts.previous ? { ...summaryFigures(counts.previous), createdAt: echo(previous) } : null,
      timeZone: REPORT_TIME_ZONE,
    };
  }

  /** `GET /{resource}/analysis`: the groups of the list's resource, the totals and the series. */
  async analyse(user: AuthUser, resource: AnalysedResource, query: AnalysisQuery): Promise<ResourceAnalysis> {
    const filter = readFilter(query.filter, analysisFilterSchema);
    const by = GROUPING[resource];
    const groups = filter.groups && by !== 'status' ? { by, ids: filter.groups } : null;
    if (filter.groups && by === 'status') {
      const fields = [{ path: 'filter.id', message: 'Orders are grouped by status: filter them with status.' }];
      throw invalidFields(describeFieldErrors(fields), fields);
    }
    const selection: OrderSelection = { user, range: filter.range, statuses: filter.statuses, groups };
    const bucket = query.bucket ?? chooseBucket(filter.range);
    const bounds = rangeDates(filter.range);
    if (bounds.first && bounds.last) this.assertBuckets(bounds.first, bounds.last, bucket);
    const limit = Math.min(query.limit ?? DEFAULT_GROUP_LIMIT, MAX_GROUP_LIMIT);

    const [totals, top, counts] = await Promise.all([
      this.repo.totals(selection),
      this.repo.groups(selection, by, limit + 1),
      this.repo.series(selection, bucket),
    ]);
    const shown = top.slice(0, limit);
    const others =
      top.length > limit
        ? await this.repo.others(
            selection,
            by,
            shown.map((g) => g.key),
          )
        : null;
    const rows = await this.label(user, by, shown);
    if (by === 'status') rows.sort((a, b) => statusOrder(a.key) - statusOrder(b.key));
    return {
      timeZone: REPORT_TIME_ZONE,
      bucket,
      totals,
      rows,
      others,
      series: this.fill(counts, bounds, bucket),
    };
  }

  /** `GET /niches/analysic`: revenue and orders per niche, as pie slices. */
  async niches(user: AuthUser, filter: string | undefined): Promise<NichesAnalysis> {
    const { range, statuses } = readFilter(filter, chartFilterSchema);
    const groups = await this.repo.groups({ user, range, statuses }, 'niche', MAX_GROUP_LIMIT);
    const rows = await this.label(user, 'niche', groups);
    return { revenuePieChar: pie(rows, 'totalRevenue'), numOrderPieChar: pie(rows, 'totalOrder') };
  }

  /** `GET /users/designersAnalysis`: orders and revenue per designer, and their orders by status. */
  async designers(user: AuthUser, filter: string | undefined): Promise<DesignersAnalysis> {
    const { range, statuses } = readFilter(filter, chartFilterSchema);
    const cells = await this.repo.designerStatuses({ user, range, statuses });
    const designers = new Map<
      number,
      KeyedFigures & { byStatus: DesignersAnalysis['analysisByOrderStatus'][number]['byStatus'] }
    >();
    for (const cell of cells) {
      const d = designers.get(cell.designerId) ?? {
        key: cell.designerId,
        totalOrder: 0,
        totalCustomer: 0,
        totalRevenue: 0,
        byStatus: [],
      };
      designers.set(cell.designerId, {
        ...d,
        totalOrder: d.totalOrder + cell.totalOrder,
        totalRevenue: d.totalRevenue + cell.totalRevenue,
        byStatus: [
          ...d.byStatus,
          { status: cell.status, totalOrder: cell.totalOrder, totalRevenue: cell.totalRevenue },
        ],
      });
    }
    const ranked = [...designers.values()].sort(byFigures);
    const rows = await this.label(user, 'designer', ranked);
    const colors = await this.repo.statusColors();
    const present = new Set(cells.map((c) => c.status));
    return {
      numOrderPieChar: pie(rows, 'totalOrder'),
      revenuePieChar: pie(rows, 'totalRevenue'),
      analysisByOrderStatus: rows.map((row, i) => ({
        key: row.key as number,
        name: row.name,
        color: row.color,
        totalOrder: row.totalOrder,
        totalRevenue: row.totalRevenue,
        byStatus: [...(ranked[i]?.byStatus ?? [])].sort((a, b) => statusOrder(a.status) - statusOrder(b.status)),
      })),
      statuses: ORDER_STATUSES.filter((s) => present.has(s)).map((s) => ({
        key: s,
        name: ORDER_STATUS_TABLE[s].label,
        color: colors.get(s) ?? ORDER_STATUS_TABLE[s].color,
      })),
    };
  }

  /** `GET /users/designersAnalysisBaseOnStatus/{status}`: the designers' orders in one status. */
  async designersByStatus(user: AuthUser, status: OrderStatus, filter: string | undefined): Promise<DesignersByStatus> {
    const { range } = readFilter(filter, rangeFilterSchema);
    const groups = await this.repo.groups({ user, range, statuses: [status] }, 'designer', MAX_GROUP_LIMIT);
    const rows = await this.label(
      user,
      'designer',
      groups.filter((g) => g.key !== null),
    );
    return { status, numOrderPieChar: pie(rows, 'totalOrder'), revenuePieChar: pie(rows, 'totalRevenue') };
  }

  private assertBuckets(first: string, last: string, bucket: Bucket): void {
    if (bucketCount(first, last, bucket) <= MAX_BUCKETS) return;
    const fields = [
      {
        path: 'bucket',
        message: `The range holds more than ${MAX_BUCKETS} ${bucket}s: choose a larger bucket or a shorter range.`,
      },
    ];
    throw invalidFields(describeFieldErrors(fields), fields);
  }

  /** Every bucket from the range's first day (or the first order's) to its last, empty ones as zeros. */
  private fill(
    counts: SeriesCount[],
    bounds: { first: string | null; last: string | null },
    bucket: Bucket,
  ): SeriesPoint[] {
    const first = bounds.first ?? counts[0]?.date;
    const last = bounds.last ?? counts.at(-1)?.date;
    if (!first || !last) return [];
    this.assertBuckets(first, last, bucket);
    const byDate = new Map(counts.map((c) => [c.date, c]));
    return bucketDates(first, last, bucket).map((date) => ({
      date,
      totalOrder: byDate.get(date)?.totalOrder ?? 0,
      totalRevenue: byDate.get(date)?.totalRevenue ?? 0,
    }));
  }

  /** Names and colours of groups: statuses by their records, others by the rows the caller reaches. */
  private async label(user: AuthUser, by: GroupBy, groups: readonly KeyedFigures[]): Promise<AnalysisRow[]> {
    const target = GROUP_TARGET[by];
    if (!target) {
      const colors = await this.repo.statusColors();
      return groups.map((g) => {
        const def = ORDER_STATUS_TABLE[g.key as OrderStatus] as (typeof ORDER_STATUS_TABLE)[OrderStatus] | undefined;
        const key = g.key === null ? null : String(g.key);
        return {
          ...figuresOf(g),
          key,
          name: def?.label ?? key,
          color: (key && colors.get(key)) ?? def?.color ?? paletteColor(null),
        };
      });
    }
    const ids = groups.flatMap((g) => (typeof g.key === 'number' ? [g.key] : []));
    const labels = await this.repo.labels(user, target, ids);
    return groups.map((g) => {
      const label = typeof g.key === 'number' ? labels.get(g.key) : undefined;
      return { ...figuresOf(g), key: g.key, name: label?.name ?? null, color: label?.color ?? paletteColor(g.key) };
    });
  }
}

const figuresOf = (g: KeyedFigures) => ({
  totalCustomer: g.totalCustomer,
  totalOrder: g.totalOrder,
  totalRevenue: g.totalRevenue,
});

const byFigures = (a: KeyedFigures, b: KeyedFigures) =>
  b.totalRevenue - a.totalRevenue || b.totalOrder - a.totalOrder || Number(a.key) - Number(b.key);

/** The slices of a pie: the groups whose figure is above zero. */
function pie(rows: readonly AnalysisRow[], figure: 'totalOrder' | 'totalRevenue'): PieSlice[] {
  return rows.filter((r) => r[figure] > 0).map((r) => ({ key: r.key, name: r.name, value: r[figure], color: r.color }));
}
