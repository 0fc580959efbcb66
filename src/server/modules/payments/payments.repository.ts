import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentClientType } from '../../../shared/domain/enums';
import type { PaymentStatus } from '../../../shared/domain/payment';
import { writeAudit, type AuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { orderDoneAt } from '../../db/orderDoneAt';
import { orders, payments } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { scopeCondition } from '../../resources/index';
import { RESOURCES } from '../../../shared/domain/resources';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** What a new payment needs to know of each order it pays. */
export interface PayableOrder {
  readonly id: number;
  readonly status: string | null;
  readonly isDelete: boolean;
  readonly designerId: number | null;
  readonly customerId: number | null;
  readonly priceOrder: number | null;
  readonly dealPrice: number | null;
}

/** A done order of a period no payment of its kind holds, as GET /payments/unpaidOrders lists it. */
export interface UnpaidOrderRow {
  readonly id: number;
  readonly code: string | null;
  readonly name: string | null;
  readonly doneAt: Date;
  readonly priceOrder: number | null;
  readonly dealPrice: number | null;
}

/** The person the order belongs to for a payment of this kind. */
const clientColumn = (typeClient: PaymentClientType) =>
  typeClient === 'DESIGNER' ? orders.designerId : orders.customerId;

/** Some payment of this kind already holds the order (its `orders` list names it). */
const heldBy = (typeClient: PaymentClientType, orderId: SQL) =>
  sql`exists (select 1 from ${payments} where ${payments.typeClient} = ${typeClient}
    and ${payments.orders} @> jsonb_build_array(${orderId}))`;

/**
 * The orders, locked until the transaction ends: two payments racing for one order queue here,
 * and the second sees the first once it commits.
 */
export async function lockOrders(tx: Db, ids: readonly number[]): Promise<PayableOrder[]> {
  return tx
    .select({
      id: orders.id,
      status: orders.status,
      isDelete: orders.isDelete,
      designerId: orders.designerId,
      customerId: orders.customerId,
      priceOrder: orders.priceOrder,
      dealPrice: orders.dealPrice,
    })
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .orderBy(asc(orders.id))
    .for('update');
}

/** Which of these orders a payment of this kind already holds, and which payment. */
export async function heldOrders(
  db: Db,
  typeClient: PaymentClientType,
  ids: readonly number[],
): Promise<{ paymentId: number; orderId: number }[]> {
  const rows = await db
    .select({ id: payments.id, orders: payments.orders })
    .from(payments)
    .where(
      and(
        eq(payments.typeClient, typeClient),
        or(...ids.map((id) => sql`${payments.orders} @> ${JSON.stringify([id])}::jsonb`)),
      ),
    )
    .orderBy(asc(payments.id));
  const wanted = new Set(ids);
  return rows.flatMap((row) =>
    (row.orders ?? []).filter((id) => wanted.has(id)).map((orderId) => ({ paymentId: row.id, orderId })),
  );
}

/** Whose done orders, done in [start, end), and the condition of the orders the caller reaches. */
export interface UnpaidOrdersQuery {
  readonly typeClient: PaymentClientType;
  readonly clientId: number;
  readonly start: Date;
  readonly end: Date;
  readonly reachable?: SQL;
}

/** The payments of one client: a designer's or a customer's, for the engine's list. */
export const paymentsOfClient = (typeClient: PaymentClientType, clientId: number): SQL | undefined =>
  and(eq(payments.typeClient, typeClient), eq(payments.clientId, clientId));

/** The client's done orders that became done in [start, end) and no payment of the kind holds. */
export async function findUnpaidOrders(db: Db, q: UnpaidOrdersQuery): Promise<UnpaidOrderRow[]> {
  // An order counts in the period its last step to done falls in, as salaries count it.
  const done = orderDoneAt(db);
  return db
    .select({
      id: orders.id,
      code: orders.code,
      name: orders.name,
      doneAt: sql<Date>`${done.at}`.mapWith((value: string | Date) => new Date(value)),
      priceOrder: orders.priceOrder,
      dealPrice: orders.dealPrice,
    })
    .from(orders)
    .innerJoin(done, eq(done.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'done'),
        eq(orders.isDelete, false),
        eq(clientColumn(q.typeClient), q.clientId),
        sql`${done.at} >= ${q.start.toISOString()}::timestamptz`,
        sql`${done.at} < ${q.end.toISOString()}::timestamptz`,
        sql`not ${heldBy(q.typeClient, sql`${orders.id}`)}`,
        q.reachable,
      ),
    )
    .orderBy(asc(done.at), asc(orders.id));
}

export async function insertPayment(tx: Db, values: NewPayment): Promise<PaymentRow> {
  const rows = await tx.insert(payments).values(values).returning();
  return rows[0];
}

/**
 * Confirms the payment in one statement, if it is not confirmed yet: of two confirms, however
 * close, exactly one gets the row back; null for the other.
 */
export async function confirmPayment(tx: Db, id: number): Promise<PaymentRow | null> {
  const rows = await tx
    .update(payments)
    .set({ isConfirm: true, updatedAt: new Date() })
    .where(and(eq(payments.id, id), or(isNull(payments.isConfirm), eq(payments.isConfirm, false))))
    .returning();
  return rows[0] ?? null;
}

/**
 * Marks the live orders among `ids` paid, those not paid yet, and answers them before and
 * after (a confirmed customer payment settles its orders).
 */
export async function markOrdersPaid(
  tx: Db,
  ids: readonly number[],
  paid: PaymentStatus,
): Promise<{ before: (typeof orders.$inferSelect)[]; after: (typeof orders.$inferSelect)[] }> {
  if (ids.length === 0) return { before: [], after: [] };
  const unpaid = and(
    inArray(orders.id, [...ids]),
    eq(orders.isDelete, false),
    or(isNull(orders.paymentStatus), sql`${orders.paymentStatus} <> ${paid}`),
  );
  const before = await tx.select().from(orders).where(unpaid).for('update');
  if (before.length === 0) return { before, after: [] };
  const after = await tx
    .update(orders)
    .set({ paymentStatus: paid, updatedAt: new Date() })
    .where(
      inArray(
        orders.id,
        before.map((o) => o.id),
      ),
    )
    .returning();
  return { before, after };
}

/** An order row as a confirmed payment settles it. */
export type SettledOrder = typeof orders.$inferSelect;

/**
 * What payments need of the database, as one object so the rules can be tested with a fake;
 * `transaction` hands the work a repository bound to the transaction.
 */
export interface PaymentsRepository {
  transaction<T>(work: (tx: PaymentsRepository) => Promise<T>): Promise<T>;
  /** The client's unpaid done orders of the period, among those `user` reaches. */
  findUnpaidOrders(user: AuthUser, q: Omit<UnpaidOrdersQuery, 'reachable'>): Promise<UnpaidOrderRow[]>;
  lockOrders(ids: readonly number[]): Promise<PayableOrder[]>;
  heldOrders(typeClient: PaymentClientType, ids: readonly number[]): Promise<{ paymentId: number; orderId: number }[]>;
  insertPayment(values: NewPayment): Promise<PaymentRow>;
  confirmPayment(id: number): Promise<PaymentRow | null>;
  markOrdersPaid(
    ids: readonly number[],
    paid: PaymentStatus,
  ): Promise<{ before: SettledOrder[]; after: SettledOrder[] }>;
  audit(entries: readonly AuditEntry[]): Promise<void>;
}

/** The payments' repository on a Drizzle database or transaction. */
export function drizzlePaymentsRepository(db: Db): PaymentsRepository {
  return {
    transaction: (work) => db.transaction((tx) => work(drizzlePaymentsRepository(tx))),
    // Only orders the caller reaches, by the engine's scope, as for any reference.
    findUnpaidOrders: (user, q) =>
      findUnpaidOrders(db, { ...q, reachable: scopeCondition(db, user, RESOURCES.orders) }),
    lockOrders: (ids) => lockOrders(db, ids),
    heldOrders: (typeClient, ids) => heldOrders(db, typeClient, ids),
    insertPayment: (values) => insertPayment(db, values),
    confirmPayment: (id) => confirmPayment(db, id),
    markOrdersPaid: (ids, paid) => markOrdersPaid(db, ids, paid),
    audit: (entries) => writeAudit(db, entries),
  };
}
