import { z } from 'zod';
import { ORDER_STATUSES } from '../../domain/orderStatus';
import { BUCKETS, REPORT_TIME_ZONE } from '../../domain/period';
import { instant } from '../../domain/rowSchema';
import type { ResourceName } from '../../domain/resources';
import { access, endpoint } from '../endpoint';
import { textParam, unknownParams, wholeParam } from '../listQuery';

/**
 * The figures the server computes (spec section 7; each is defined in docs/figures.md): the
 * managers' summary, the niche and designer charts, and the analysis of a list. Every answer
 * counts only the orders its caller may read, and says which time zone its days are in.
 */

const tag = 'Reports';

/** Groups a report returns at most; the rest are summed in `others`. */
export const DEFAULT_GROUP_LIMIT = 50;
export const MAX_GROUP_LIMIT = 500;

/** The resources whose list has an analysis (`GET /{resource}/analysis`). */
export const ANALYSED_RESOURCES = ['orders', 'customers', 'channels', 'niches', 'dealpipelines'] as const;
export type AnalysedResource = (typeof ANALYSED_RESOURCES)[number] & ResourceName;

const filterParam = (example: string) =>
  textParam('filter', 10_000, `JSON object, see docs/figures.md: ${example}. Instants carry their zone.`);

const RANGE_EXAMPLE = '`{"createdAt":{"$gte":"2026-11-01T00:00:00+07:00","$lt":"2026-12-01T00:00:00+07:00"}}`';

/** The range an answer covers, as the `createdAt` condition that lists the same orders through `GET /orders`. */
const rangeEcho = z.object({
  $gt: instant.optional(),
  $gte: instant.optional(),
  $lt: instant.optional(),
  $lte: instant.optional(),
});

const count = z.number().int().min(0);
const money = z.number().min(0);
const ratio = z.number().min(0).max(1).nullable();

const summaryFigures = {
  /** Sum of `priceOrder` of the done orders (VND). */
  totalPriceDoneOrder: money,
  /** Number of done orders. */
  totalDoneOrder: count,
  /** Paid done orders ÷ done orders, 0–1; null without done orders. */
  ratioPayment: ratio,
  /** Done orders of outsourced designers ÷ done orders, 0–1; null without done orders. */
  coefOut: ratio,
};

export const dashboardSummarySchema = z.object({
  ...summaryFigures,
  createdAt: rangeEcho,
  /** The same figures over the period before (last month for a month); null for an open range. */
  previous: z.object({ ...summaryFigures, createdAt: rangeEcho }).nullable(),
  timeZone: z.literal(REPORT_TIME_ZONE),
});

/** A group's key: an id, a status, or null for the orders that name none. */
const groupKey = z.union([z.number(), z.string()]).nullable();

/** One slice of a pie: a group, its figure and its colour. */
export const pieSliceSchema = z.object({
  key: groupKey,
  /** The group's title; null when the orders name none, or name one the caller may not read. */
  name: z.string().nullable(),
  value: z.number(),
  color: z.string(),
});

const groupFigures = { totalCustomer: count, totalOrder: count, totalRevenue: money };

/** A row of an analysis: a group and what its orders add up to. */
export const analysisRowSchema = z.object({
  key: groupKey,
  name: z.string().nullable(),
  color: z.string(),
  ...groupFigures,
});

/** One bucket of a series: its first day (in {@link REPORT_TIME_ZONE}) and its orders. */
export const seriesPointSchema = z.object({ date: z.iso.date(), totalOrder: count, totalRevenue: money });

export const resourceAnalysisSchema = z.object({
  timeZone: z.literal(REPORT_TIME_ZONE),
  bucket: z.enum(BUCKETS),
  /** Every counted order. */
  totals: z.object(groupFigures),
  /** The groups, largest revenue first (orders: in workflow order), at most `limit`. */
  rows: z.array(analysisRowSchema),
  /** The groups past `limit`, summed; null when every group is in `rows`. */
  others: z.object({ groups: count, ...groupFigures }).nullable(),
  /** Every bucket of the range, empty ones included. */
  series: z.array(seriesPointSchema),
});

export const nichesAnalysisSchema = z.object({
  revenuePieChar: z.array(pieSliceSchema),
  numOrderPieChar: z.array(pieSliceSchema),
});

/** The statuses a chart stacks, in workflow order, with the colours of their `orderStatuses` records. */
const statusLegend = z.array(z.object({ key: z.enum(ORDER_STATUSES), name: z.string(), color: z.string() }));

export const designersAnalysisSchema = z.object({
  numOrderPieChar: z.array(pieSliceSchema),
  revenuePieChar: z.array(pieSliceSchema),
  /** Per designer, the orders in each status (a stacked bar). */
  analysisByOrderStatus: z.array(
    z.object({
      key: z.number(),
      name: z.string().nullable(),
      color: z.string(),
      totalOrder: count,
      totalRevenue: money,
      byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), totalOrder: count, totalRevenue: money })),
    }),
  ),
  statuses: statusLegend,
});

export const designersByStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  numOrderPieChar: z.array(pieSliceSchema),
  revenuePieChar: z.array(pieSliceSchema),
});

const filterOnly = (example: string) => z.strictObject({ filter: filterParam(example) }, { error: unknownParams });

const analysisQuery = z.strictObject(
  {
    filter: filterParam(`${RANGE_EXAMPLE} plus \`"status":["done"]\` and \`"id":[3]\` (the groups)`),
    bucket: z
      .enum(BUCKETS, { error: `The bucket parameter must be one of: ${BUCKETS.join(', ')}.` })
      .optional()
      .describe('Bucket of the series; by default days up to a month, weeks up to a quarter, months beyond.'),
    limit: wholeParam('limit', MAX_GROUP_LIMIT).describe(
      `Groups in rows, at most ${MAX_GROUP_LIMIT} (default ${DEFAULT_GROUP_LIMIT}).`,
    ),
  },
  { error: unknownParams },
);

const resourceAnalysis = <const N extends AnalysedResource>(name: N) =>
  endpoint({
    method: 'GET',
    path: `/${name}/analysis`,
    access: access.resource(name, 'analysis'),
    summary: `The orders of a range grouped by ${name === 'orders' ? 'status' : name}, with their series over time.`,
    tag,
    query: analysisQuery,
    response: resourceAnalysisSchema,
  });

export const analysisEndpoints = [
  endpoint({
    method: 'GET',
    path: '/summaries/dashbroad',
    access: access.rules('managers only'),
    summary: 'Revenue and number of done orders, payment ratio and outsource coefficient, and the period before.',
    tag,
    query: filterOnly(RANGE_EXAMPLE),
    response: dashboardSummarySchema,
  }),
  endpoint({
    method: 'GET',
    path: '/niches/analysic',
    access: access.resource('niches', 'analysis'),
    summary: 'Revenue and number of orders per niche, as pie slices (the spec’s spelling).',
    tag,
    query: filterOnly(`${RANGE_EXAMPLE} plus \`"status":["done"]\``),
    response: nichesAnalysisSchema,
  }),
  endpoint({
    method: 'GET',
    path: '/users/designersAnalysis',
    access: access.permission('users', 'designersAnalysis'),
    summary: 'Number of orders and revenue per designer, and each designer’s orders by status.',
    tag,
    query: filterOnly(`${RANGE_EXAMPLE} plus \`"status":["done"]\``),
    response: designersAnalysisSchema,
  }),
  endpoint({
    method: 'GET',
    path: '/users/designersAnalysisBaseOnStatus/:status',
    access: access.permission('users', 'designersAnalysis'),
    summary: 'Number of orders and revenue per designer, counting the orders in one status (clients default to done).',
    tag,
    params: z.strictObject({
      status: z.enum(ORDER_STATUSES, { error: `The status must be one of: ${ORDER_STATUSES.join(', ')}.` }),
    }),
    query: filterOnly(RANGE_EXAMPLE),
    response: designersByStatusSchema,
  }),
  resourceAnalysis('orders'),
  resourceAnalysis('customers'),
  resourceAnalysis('channels'),
  resourceAnalysis('niches'),
  resourceAnalysis('dealpipelines'),
] as const;

export type DashboardSummary = z.output<typeof dashboardSummarySchema>;
export type ResourceAnalysis = z.output<typeof resourceAnalysisSchema>;
export type NichesAnalysis = z.output<typeof nichesAnalysisSchema>;
export type DesignersAnalysis = z.output<typeof designersAnalysisSchema>;
export type DesignersByStatus = z.output<typeof designersByStatusSchema>;
export type PieSlice = z.output<typeof pieSliceSchema>;
export type AnalysisRow = z.output<typeof analysisRowSchema>;
export type SeriesPoint = z.output<typeof seriesPointSchema>;
