import { and, eq, gt, gte, inArray, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DESIGNER_FIELD, NO_REVENUE_STATUSES, ORDER_DATE_FIELD, REVENUE_FIELD } from '../../../shared/domain/figures';
import type { OrderStatus } from '../../../shared/domain/orderStatus';
import type { TimeRange } from '../../../shared/domain/period';
import { RESOURCES, type ResourceName } from '../../../shared/domain/resources';
import type { Db } from '../../db/connection';
import { customers, orders } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { scopeCondition } from '../../resources/index';

/**
 * The SQL every figure is built from: which orders count, what they earn, and the key each
 * report groups them by. docs/figures.md says the same in words.
 */

/** What orders are grouped by: a report's rows or slices. */
export type GroupBy = 'status' | 'customer' | 'channel' | 'niche' | 'dealpipeline' | 'designer';

/** Which orders a figure counts, besides the caller's scope and soft deletion. */
export interface OrderSelection {
  readonly user: AuthUser;
  /** Creation of the order. */
  readonly range: TimeRange;
  /** Null counts every status. */
  readonly statuses: readonly OrderStatus[] | null;
  /** Only the orders of these groups (the `id` filter of an analysis). */
  readonly groups?: { readonly by: GroupBy; readonly ids: readonly number[] } | null;
}

/** The resource a group key points at; null for statuses. */
export const GROUP_TARGET: Readonly<Record<GroupBy, ResourceName | null>> = {
  status: null,
  customer: 'customers',
  channel: 'channels',
  niche: 'niches',
  dealpipeline: 'dealpipelines',
  designer: 'users',
};

const TRUE = sql`true`;
const NOTHING = sql`false`;

/**
 * The key of an order's group. A deal pipeline is its customer's, read through
 * {@link groupJoin}, so the caller's scope on customers decides whether it is known.
 */
export function groupKey(by: GroupBy): SQL {
  switch (by) {
    case 'status':
      return sql`${orders.status}`;
    case 'customer':
      return sql`${orders.customerId}`;
    case 'channel':
      return sql`${orders.channelId}`;
    case 'niche':
      return sql`${orders.nicheId}`;
    case 'designer':
      return sql`${orders[DESIGNER_FIELD]}`;
    case 'dealpipeline':
      return sql`${customers.dealPipelineId}`;
  }
}

/** The customers the caller reaches, for the keys read through an order's customer. */
const reachableCustomers = (db: Db, user: AuthUser) => scopeCondition(db, user, RESOURCES.customers) ?? TRUE;

/**
 * The join a grouping reads its key through (an order's customer, for deal pipelines), or
 * null when the key is a column of the order. One join, not a subquery per order.
 */
export function groupJoin(db: Db, user: AuthUser, by: GroupBy): { table: typeof customers; on: SQL } | null {
  if (by !== 'dealpipeline') return null;
  return { table: customers, on: and(eq(customers.id, orders.customerId), reachableCustomers(db, user)) ?? TRUE };
}

/** The orders of some groups: by their key, or through the customers in a deal pipeline. */
function inGroups(db: Db, user: AuthUser, by: GroupBy, ids: readonly number[]): SQL {
  if (ids.length === 0) return NOTHING;
  if (by !== 'dealpipeline') return sql`${groupKey(by)} in ${[...ids]}`;
  const members = db
    .select({ id: customers.id })
    .from(customers)
    .where(and(inArray(customers.dealPipelineId, [...ids]), reachableCustomers(db, user)));
  return inArray(orders.customerId, members);
}

/** The creation of a row within a range. */
export function rangeCondition(column: PgColumn, range: TimeRange): SQL | undefined {
  const { start, end } = range;
  return and(
    start ? (range.startInclusive ? gte(column, start) : gt(column, start)) : undefined,
    end ? (range.endInclusive ? lte(column, end) : lt(column, end)) : undefined,
  );
}

/** The orders a figure counts: live, reached by the caller (the registry's scope), in the range, statuses and groups. */
export function countedOrders(db: Db, selection: OrderSelection): SQL {
  const { user, statuses, groups } = selection;
  return (
    and(
      eq(orders.isDelete, false),
      scopeCondition(db, user, RESOURCES.orders),
      rangeCondition(orders[ORDER_DATE_FIELD], selection.range),
      statuses ? (statuses.length ? inArray(orders.status, [...statuses]) : NOTHING) : undefined,
      groups ? inGroups(db, user, groups.by, groups.ids) : undefined,
    ) ?? TRUE
  );
}

/** What an order earns: its price, unless its status brings no revenue (canceled). */
const price = orders[REVENUE_FIELD];
const earning = or(isNull(orders.status), notInArray(orders.status, [...NO_REVENUE_STATUSES]));

/** Aggregates over the counted orders: how many, how many customers, their revenue (VND). */
export const aggregates = {
  totalOrder: sql<number>`count(*)::int`,
  totalCustomer: sql<number>`count(distinct ${orders.customerId})::int`,
  totalRevenue: sql<number>`coalesce(sum(${price}) filter (where ${earning}), 0)::float8`,
};

/** The same aggregates over the counted orders that also meet `where`. */
export function aggregatesWhere(where: SQL) {
  return {
    totalOrder: sql<number>`(count(*) filter (where ${where}))::int`,
    totalCustomer: sql<number>`(count(distinct ${orders.customerId}) filter (where ${where}))::int`,
    totalRevenue: sql<number>`coalesce(sum(${price}) filter (where ${and(where, earning)}), 0)::float8`,
  };
}
