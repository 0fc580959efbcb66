import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import {
  DESIGNER_FIELD,
  ORDER_DATE_FIELD,
  PAID_STATUS,
  PAYMENT_FIELD,
  REVENUE_FIELD,
} from '../../../shared/domain/figures';
import { REPORT_TIME_ZONE, type TimeRange } from '../../../shared/domain/period';
import { RESOURCES } from '../../../shared/domain/resources';
import type { Db } from '../../db/connection';
import { customers, designerRollups, orderRollups, orders } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { scopeCondition } from '../../resources/index';
import { rangeCondition, type GroupBy, type OrderSelection } from './groupings';
import { rollupSpans, type DateSpan } from './rollupSpans';

/**
 * The cells a figure adds up, read from the roll-ups (rollupTables.ts): the range's whole
 * months and days from their cells, the parts of a day at its edges from the orders, as one
 * subquery `cells(start, status, <keys>, orders, price)` where an order read from its row is
 * a cell of one order. What the figures then sum over it is what they sum over the orders.
 */

type CellTable = typeof orderRollups | typeof designerRollups;

/** The cells of a span of dates. */
function within(table: CellTable, span: DateSpan): SQL | undefined {
  return and(
    span.from === null ? undefined : gte(table.start, span.from),
    span.to === null ? undefined : lt(table.start, span.to),
  );
}

/** The condition on a roll-up's rows for a range, or null when no cell is read. */
function cellRows(table: CellTable, range: TimeRange, months: boolean): { rows: SQL | null; edges: SQL | null } {
  const spans = rollupSpans(range, months);
  const parts = [
    ...(spans.months ? [and(eq(table.span, 'month'), within(table, spans.months)) ?? sql`true`] : []),
    ...spans.days.map((d) => and(eq(table.span, 'day'), within(table, d)) ?? sql`true`),
  ];
  const edges = spans.edges.map((e) => rangeCondition(orders[ORDER_DATE_FIELD], e) ?? sql`true`);
  return { rows: parts.length ? (or(...parts) ?? null) : null, edges: edges.length ? (or(...edges) ?? null) : null };
}

/** The customers the caller reaches, for the deal pipelines read through a customer. */
const reachableCustomers = (db: Db, user: AuthUser) => scopeCondition(db, user, RESOURCES.customers) ?? sql`true`;

/** The key column of a grouping in each source; a deal pipeline is read through the customer. */
const KEY_COLUMNS = {
  customer: { rollup: orderRollups.customerId, order: orders.customerId },
  channel: { rollup: orderRollups.channelId, order: orders.channelId },
  niche: { rollup: orderRollups.nicheId, order: orders.nicheId },
  dealpipeline: { rollup: orderRollups.customerId, order: orders.customerId },
} as const;

/** Only the rows of some groups (the `id` filter of an analysis). */
function inGroups(db: Db, user: AuthUser, by: GroupBy, ids: readonly number[], source: 'rollup' | 'order'): SQL {
  if (ids.length === 0 || by === 'status' || by === 'designer') return sql`false`;
  const column: PgColumn = KEY_COLUMNS[by][source];
  if (by !== 'dealpipeline') return inArray(column, [...ids]);
  const members = db
    .select({ id: customers.id })
    .from(customers)
    .where(and(inArray(customers.dealPipelineId, [...ids]), reachableCustomers(db, user)));
  return inArray(column, members);
}

const localDay = sql<string>`(${orders[ORDER_DATE_FIELD]} at time zone ${REPORT_TIME_ZONE})::date::text`;
const one = sql<number>`1`;
const price = sql<number>`coalesce(${orders[REVENUE_FIELD]}, 0)`;

/**
 * The cells of `order_rollups` for a selection: by status, customer, niche and channel. With
 * `months` false every whole day is read from the day cells (a series by day or week).
 */
export function orderCells(db: Db, selection: OrderSelection, months: boolean) {
  const { user, statuses, groups } = selection;
  const { rows, edges } = cellRows(orderRollups, selection.range, months);
  const filters = (source: 'rollup' | 'order', status: PgColumn) =>
    and(
      statuses ? (statuses.length ? inArray(status, [...statuses]) : sql`false`) : undefined,
      groups ? inGroups(db, user, groups.by, groups.ids, source) : undefined,
    );
  const fromCells = db
    .select({
      start: sql<string>`${orderRollups.start}::text`.as('start'),
      status: sql<string | null>`${orderRollups.status}`.as('status'),
      customerId: sql<number | null>`${orderRollups.customerId}`.as('customer_id'),
      nicheId: sql<number | null>`${orderRollups.nicheId}`.as('niche_id'),
      channelId: sql<number | null>`${orderRollups.channelId}`.as('channel_id'),
      orders: sql<number>`${orderRollups.orders}`.as('orders'),
      price: sql<number>`${orderRollups.price}`.as('price'),
    })
    .from(orderRollups)
    .where(and(rows ?? sql`false`, sql`${orderRollups.orders} <> 0`, filters('rollup', orderRollups.status)));
  const fromOrders = db
    .select({
      start: localDay.as('start'),
      status: sql<string | null>`${orders.status}`.as('status'),
      customerId: sql<number | null>`${orders.customerId}`.as('customer_id'),
      nicheId: sql<number | null>`${orders.nicheId}`.as('niche_id'),
      channelId: sql<number | null>`${orders.channelId}`.as('channel_id'),
      orders: one.as('orders'),
      price: price.as('price'),
    })
    .from(orders)
    .where(and(eq(orders.isDelete, false), edges ?? sql`false`, filters('order', orders.status)));
  if (!edges) return fromCells.as('cells');
  if (!rows) return fromOrders.as('cells');
  return unionAll(fromCells, fromOrders).as('cells');
}

/** The cells of `designer_rollups` for a range and statuses: by status, designer, whether paid and customer. */
export function designerCells(db: Db, range: TimeRange, statuses: OrderSelection['statuses']) {
  const { rows, edges } = cellRows(designerRollups, range, true);
  const status = (column: PgColumn) =>
    statuses ? (statuses.length ? inArray(column, [...statuses]) : sql`false`) : undefined;
  const fromCells = db
    .select({
      status: sql<string | null>`${designerRollups.status}`.as('status'),
      designerId: sql<number | null>`${designerRollups.designerId}`.as('designer_id'),
      paid: sql<boolean>`${designerRollups.paid}`.as('paid'),
      customerId: sql<number | null>`${designerRollups.customerId}`.as('customer_id'),
      orders: sql<number>`${designerRollups.orders}`.as('orders'),
      price: sql<number>`${designerRollups.price}`.as('price'),
    })
    .from(designerRollups)
    .where(and(rows ?? sql`false`, sql`${designerRollups.orders} <> 0`, status(designerRollups.status)));
  const fromOrders = db
    .select({
      status: sql<string | null>`${orders.status}`.as('status'),
      designerId: sql<number | null>`${orders[DESIGNER_FIELD]}`.as('designer_id'),
      paid: sql<boolean>`coalesce(${orders[PAYMENT_FIELD]} = ${PAID_STATUS}, false)`.as('paid'),
      customerId: sql<number | null>`${orders.customerId}`.as('customer_id'),
      orders: one.as('orders'),
      price: price.as('price'),
    })
    .from(orders)
    .where(and(eq(orders.isDelete, false), edges ?? sql`false`, status(orders.status)));
  if (!edges) return fromCells.as('cells');
  if (!rows) return fromOrders.as('cells');
  return unionAll(fromCells, fromOrders).as('cells');
}
