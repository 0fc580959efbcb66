import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { DONE_STATUS, NO_REVENUE_STATUSES, OUTSOURCE_FLAG } from '../../../shared/domain/figures';
import { RESOURCES } from '../../../shared/domain/resources';
import type { Db } from '../../db/connection';
import { customers, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { scopeCondition } from '../../resources/index';
import {
  drizzleAnalysisRepository,
  type AnalysisRepository,
  type DesignerStatusFigures,
  type DoneCounts,
  type GroupKey,
} from './analysis.repository';
import type { GroupBy, OrderSelection } from './groupings';
import { designerCells, orderCells } from './rollupCells';

/**
 * The figures read from the roll-ups (rollupCells.ts) instead of the orders: the same answers
 * as {@link drizzleAnalysisRepository}, which tests/api/analysis.rollups.test.ts holds them to,
 * at the cost of the range's cells instead of its orders. A caller whose orders a scope limits
 * (an outsourced designer, a customer) is answered from the orders: cells do not know who may
 * read them, and such a caller's share of the orders is small.
 */
export function rollupAnalysisRepository(
  db: Db,
  plain: AnalysisRepository = drizzleAnalysisRepository(db),
): AnalysisRepository {
  const scoped = (selection: { user: AuthUser; groups?: OrderSelection['groups'] }) =>
    scopeCondition(db, selection.user, RESOURCES.orders) !== undefined;

  return {
    ...plain,

    async doneCounts(user, current, previous) {
      if (scoped({ user })) return plain.doneCounts(user, current, previous);
      const counts = async (range: typeof current): Promise<DoneCounts> => {
        const cells = designerCells(db, range, [DONE_STATUS]);
        const outsourced = inArray(
          cells.designerId,
          db.select({ id: users.id }).from(users).where(eq(users[OUTSOURCE_FLAG], true)),
        );
        const [row] = await db
          .select({
            done: sql<number>`coalesce(sum(${cells.orders}), 0)::int`,
            revenue: sql<number>`coalesce(sum(${cells.price}), 0)::float8`,
            paid: sql<number>`coalesce(sum(${cells.orders}) filter (where ${cells.paid}), 0)::int`,
            outsourced: sql<number>`coalesce(sum(${cells.orders}) filter (where ${outsourced}), 0)::int`,
          })
          .from(cells);
        return row ?? { done: 0, revenue: 0, paid: 0, outsourced: 0 };
      };
      const [now, before] = await Promise.all([counts(current), previous ? counts(previous) : null]);
      return { current: now, previous: before };
    },

    async totals(selection) {
      if (scoped(selection)) return plain.totals(selection);
      const cells = orderCells(db, selection, true);
      const [row] = await db.select(figuresOver(cells, sql`true`)).from(cells);
      return row ?? { totalOrder: 0, totalCustomer: 0, totalRevenue: 0 };
    },

    async groups(selection, by, limit) {
      if (scoped(selection)) return plain.groups(selection, by, limit);
      const { cells, key, join } = grouping(db, selection, by);
      const figures = figuresOver(cells, sql`true`);
      const query = db
        .select({ key, ...figures })
        .from(cells)
        .$dynamic();
      return (join ? query.leftJoin(customers, join) : query)
        .groupBy(sql`1`)
        .orderBy(desc(figures.totalRevenue), desc(figures.totalOrder), sql`1 asc nulls last`)
        .limit(limit);
    },

    async others(selection, by, keys) {
      if (scoped(selection)) return plain.others(selection, by, keys);
      const { cells, key, join } = grouping(db, selection, by);
      const present = keys.filter((k): k is number | string => k !== null);
      const listed = present.length ? sql`${key} in ${present}` : sql`false`;
      // A null key is outside every list of keys that does not name null.
      const outside = sql`not coalesce(${keys.includes(null) ? (or(listed, isNull(key)) ?? listed) : listed}, false)`;
      const query = db
        .select({
          ...figuresOver(cells, outside),
          // The orders of no group (a null key) count as one group of their own.
          groups: sql<number>`(count(distinct coalesce((${key})::text, '')) filter (where ${outside}))::int`,
        })
        .from(cells)
        .$dynamic();
      const [row] = await (join ? query.leftJoin(customers, join) : query);
      return row ?? { totalOrder: 0, totalCustomer: 0, totalRevenue: 0, groups: 0 };
    },

    async series(selection, bucket) {
      if (scoped(selection)) return plain.series(selection, bucket);
      // Month cells add up to months; days and weeks need the day cells.
      const cells = orderCells(db, selection, bucket === 'month');
      const { totalOrder, totalRevenue } = figuresOver(cells, sql`true`);
      return db
        .select({
          date: sql<string>`to_char(date_trunc(${bucket}, (${cells.start})::date), 'YYYY-MM-DD')`,
          totalOrder,
          totalRevenue,
        })
        .from(cells)
        .groupBy(sql`1`)
        .orderBy(asc(sql`1`));
    },

    async designerStatuses(selection) {
      if (scoped(selection) || selection.groups) return plain.designerStatuses(selection);
      const cells = designerCells(db, selection.range, selection.statuses);
      const { totalOrder, totalRevenue } = figuresOver(cells, sql`true`);
      const rows = await db
        .select({ designerId: cells.designerId, status: cells.status, totalOrder, totalRevenue })
        .from(cells)
        .where(and(isNotNull(cells.designerId), isNotNull(cells.status)))
        .groupBy(cells.designerId, cells.status);
      return rows as DesignerStatusFigures[];
    },
  };
}

type Cells = ReturnType<typeof orderCells> | ReturnType<typeof designerCells>;

/** docs/figures.md's aggregates over the cells that meet `where`: orders, customers, revenue. */
function figuresOver(cells: Cells, where: SQL) {
  const earning = or(isNull(cells.status), notInArray(cells.status, [...NO_REVENUE_STATUSES]));
  return {
    totalOrder: sql<number>`coalesce(sum(${cells.orders}) filter (where ${where}), 0)::int`,
    totalCustomer: sql<number>`(count(distinct ${cells.customerId}) filter (where ${where}))::int`,
    totalRevenue: sql<number>`coalesce(sum(${cells.price}) filter (where ${and(where, earning)}), 0)::float8`,
  };
}

/** The cells of a grouping, its key, and the join to the customer a deal pipeline is read through. */
function grouping(db: Db, selection: OrderSelection, by: GroupBy) {
  if (by === 'designer') {
    if (selection.groups) throw new Error('Designer groups are not filtered by group.');
    const cells = designerCells(db, selection.range, selection.statuses);
    return { cells, key: sql<GroupKey>`${cells.designerId}`, join: null };
  }
  const cells = orderCells(db, selection, true);
  switch (by) {
    case 'status':
      return { cells, key: sql<GroupKey>`${cells.status}`, join: null };
    case 'customer':
      return { cells, key: sql<GroupKey>`${cells.customerId}`, join: null };
    case 'channel':
      return { cells, key: sql<GroupKey>`${cells.channelId}`, join: null };
    case 'niche':
      return { cells, key: sql<GroupKey>`${cells.nicheId}`, join: null };
    case 'dealpipeline': {
      // The customer as it is now, when the caller may read it (else no pipeline), as the orders' figures read it.
      const reachable = scopeCondition(db, selection.user, RESOURCES.customers);
      return {
        cells,
        key: sql<GroupKey>`${customers.dealPipelineId}`,
        join: and(eq(customers.id, cells.customerId), reachable) ?? sql`true`,
      };
    }
  }
}
