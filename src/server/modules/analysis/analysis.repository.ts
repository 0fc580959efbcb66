import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  DESIGNER_FIELD,
  DONE_STATUS,
  ORDER_DATE_FIELD,
  OUTSOURCE_FLAG,
  PAID_STATUS,
  PAYMENT_FIELD,
  REVENUE_FIELD,
} from '../../../shared/domain/figures';
import type { OrderStatus } from '../../../shared/domain/orderStatus';
import { ALL_TIME, REPORT_TIME_ZONE, type Bucket, type TimeRange } from '../../../shared/domain/period';
import { RESOURCES, type ResourceName } from '../../../shared/domain/resources';
import { tableOfResource } from '../../db/columns';
import type { Db } from '../../db/connection';
import { orders, orderStatuses, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { scopeCondition } from '../../resources/index';
import { columnOf } from '../../resources/querySql';
import {
  aggregates,
  aggregatesWhere,
  countedOrders,
  groupJoin,
  groupKey,
  rangeCondition,
  type GroupBy,
  type OrderSelection,
} from './groupings';

export type GroupKey = number | string | null;

/** What the orders of one group (or of all) add up to. */
export interface GroupFigures {
  readonly totalOrder: number;
  readonly totalCustomer: number;
  readonly totalRevenue: number;
}

export interface KeyedFigures extends GroupFigures {
  readonly key: GroupKey;
}

/** The done orders of a period and how many of them are paid and outsourced. */
export interface DoneCounts {
  readonly done: number;
  readonly revenue: number;
  readonly paid: number;
  readonly outsourced: number;
}

/** A bucket of a series that holds orders. */
export interface SeriesCount {
  readonly date: string;
  readonly totalOrder: number;
  readonly totalRevenue: number;
}

export interface DesignerStatusFigures {
  readonly designerId: number;
  readonly status: OrderStatus;
  readonly totalOrder: number;
  readonly totalRevenue: number;
}

/** A group's title and colour, when the caller reaches it. */
export interface GroupLabel {
  readonly name: string | null;
  readonly color: string | null;
}

/**
 * What the figures need of the database, each an aggregate query (the orders themselves never
 * leave it), as one object so the service can be tested with a fake.
 */
export interface AnalysisRepository {
  /** The done orders of the period and of the period before (null: not asked). */
  doneCounts(
    user: AuthUser,
    current: TimeRange,
    previous: TimeRange | null,
  ): Promise<{ current: DoneCounts; previous: DoneCounts | null }>;
  totals(selection: OrderSelection): Promise<GroupFigures>;
  /** The groups, largest revenue first, then most orders, then by key; at most `limit`. */
  groups(selection: OrderSelection, by: GroupBy, limit: number): Promise<KeyedFigures[]>;
  /** The groups other than `keys`, summed, and how many they are. */
  others(
    selection: OrderSelection,
    by: GroupBy,
    keys: readonly GroupKey[],
  ): Promise<GroupFigures & { readonly groups: number }>;
  /** The buckets holding orders, in order, dated by their first day in the report time zone. */
  series(selection: OrderSelection, bucket: Bucket): Promise<SeriesCount[]>;
  /** The orders per designer and status (orders without a designer left out). */
  designerStatuses(selection: OrderSelection): Promise<DesignerStatusFigures[]>;
  /** Title and colour of rows of a resource the caller reaches (others are absent). */
  labels(user: AuthUser, resource: ResourceName, ids: readonly number[]): Promise<Map<number, GroupLabel>>;
  /** The colour of each status by its live `orderStatuses` record. */
  statusColors(): Promise<Map<string, string>>;
}

const price = orders[REVENUE_FIELD];
const orderDate = orders[ORDER_DATE_FIELD];

async function doneCounts(db: Db, user: AuthUser, current: TimeRange, previous: TimeRange | null) {
  const outsourced = inArray(
    orders[DESIGNER_FIELD],
    db.select({ id: users.id }).from(users).where(eq(users[OUTSOURCE_FLAG], true)),
  );
  const paid = eq(orders[PAYMENT_FIELD], PAID_STATUS);
  const figures = (inPeriod: SQL) => ({
    done: sql<number>`(count(*) filter (where ${inPeriod}))::int`,
    revenue: sql<number>`coalesce(sum(${price}) filter (where ${inPeriod}), 0)::float8`,
    paid: sql<number>`(count(*) filter (where ${and(inPeriod, paid)}))::int`,
    outsourced: sql<number>`(count(*) filter (where ${and(inPeriod, outsourced)}))::int`,
  });
  const now = rangeCondition(orderDate, current) ?? sql`true`;
  const before = previous ? (rangeCondition(orderDate, previous) ?? sql`true`) : sql`false`;
  const [row] = await db
    .select({ current: figures(now), previous: figures(before) })
    .from(orders)
    .where(and(countedOrders(db, { user, range: ALL_TIME, statuses: [DONE_STATUS] }), or(now, before)));
  const zero: DoneCounts = { done: 0, revenue: 0, paid: 0, outsourced: 0 };
  return { current: row?.current ?? zero, previous: previous ? (row?.previous ?? zero) : null };
}

/** A key in a list, nulls included (`in` never matches null). */
function keyIn(key: SQL, keys: readonly GroupKey[]): SQL {
  const present = keys.filter((k): k is number | string => k !== null);
  const listed = present.length ? sql`${key} in ${present}` : sql`false`;
  return keys.includes(null) ? (or(listed, isNull(key)) ?? listed) : listed;
}

/** `select … from orders`, joined to what the grouping reads its key through. */
function grouped<T extends Record<string, SQL.Aliased | SQL>>(db: Db, user: AuthUser, by: GroupBy, fields: T) {
  const query = db.select(fields).from(orders).$dynamic();
  const join = groupJoin(db, user, by);
  return join ? query.leftJoin(join.table, join.on) : query;
}

export function drizzleAnalysisRepository(db: Db): AnalysisRepository {
  return {
    doneCounts: (user, current, previous) => doneCounts(db, user, current, previous),

    async totals(selection) {
      const [row] = await db.select(aggregates).from(orders).where(countedOrders(db, selection));
      return row ?? { totalOrder: 0, totalCustomer: 0, totalRevenue: 0 };
    },

    async groups(selection, by, limit) {
      const key = groupKey(by);
      return grouped(db, selection.user, by, { key: sql<GroupKey>`${key}`, ...aggregates })
        .where(countedOrders(db, selection))
        .groupBy(sql`1`)
        .orderBy(desc(aggregates.totalRevenue), desc(aggregates.totalOrder), sql`1 asc nulls last`)
        .limit(limit);
    },

    async others(selection, by, keys) {
      const key = groupKey(by);
      // A null key is outside every list of keys that does not name null.
      const outside = sql`not coalesce(${keyIn(key, keys)}, false)`;
      // The orders of no group (a null key) count as one group of their own.
      const groups = sql<number>`(count(distinct coalesce((${key})::text, '')) filter (where ${outside}))::int`;
      const [row] = await grouped(db, selection.user, by, { ...aggregatesWhere(outside), groups }).where(
        countedOrders(db, selection),
      );
      return row ?? { totalOrder: 0, totalCustomer: 0, totalRevenue: 0, groups: 0 };
    },

    async series(selection, bucket) {
      const date = sql<string>`to_char(date_trunc(${bucket}, ${orderDate} at time zone ${REPORT_TIME_ZONE}), 'YYYY-MM-DD')`;
      return db
        .select({ date, totalOrder: aggregates.totalOrder, totalRevenue: aggregates.totalRevenue })
        .from(orders)
        .where(countedOrders(db, selection))
        .groupBy(sql`1`)
        .orderBy(asc(sql`1`));
    },

    async designerStatuses(selection) {
      const rows = await db
        .select({
          designerId: orders[DESIGNER_FIELD],
          status: orders.status,
          totalOrder: aggregates.totalOrder,
          totalRevenue: aggregates.totalRevenue,
        })
        .from(orders)
        .where(and(countedOrders(db, selection), isNotNull(orders[DESIGNER_FIELD]), isNotNull(orders.status)))
        .groupBy(orders[DESIGNER_FIELD], orders.status);
      return rows as DesignerStatusFigures[];
    },

    async labels(user, name, ids) {
      if (ids.length === 0) return new Map();
      const resource = RESOURCES[name];
      const table = tableOfResource(resource);
      const id = columnOf(table, 'id');
      const rows = await db
        .select({
          id: sql<number>`${id}`,
          name: sql<string | null>`${columnOf(table, resource.titleField)}::text`,
          color: 'color' in resource.fields ? sql<string | null>`${columnOf(table, 'color')}` : sql<null>`null`,
        })
        .from(table)
        .where(and(inArray(id, [...ids]), scopeCondition(db, user, resource)));
      return new Map(rows.map((r) => [r.id, { name: r.name, color: r.color }]));
    },

    async statusColors() {
      const rows = await db
        .select({ name: orderStatuses.name, color: orderStatuses.color })
        .from(orderStatuses)
        .where(eq(orderStatuses.isDelete, false))
        .orderBy(asc(orderStatuses.id));
      return new Map(rows.flatMap((r) => (r.color ? [[r.name, r.color] as const] : [])));
    },
  };
}
