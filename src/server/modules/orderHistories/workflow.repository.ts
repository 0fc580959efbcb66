import { desc, eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/domain/orderStatus';
import type { Db } from '../../db/connection';
import { orderHistories, orders, users } from '../../db/schema';
import type { Row } from '../../resources/resource.repository';
import { insertRow } from '../../db/insertRow';

/** The order row a workflow step reads, locked until the transaction ends. */
export interface LockedOrder {
  readonly id: number;
  readonly status: OrderStatus | null;
  readonly designerId: number | null;
  readonly customerId: number | null;
  readonly updatedAt: Date;
  readonly isDelete: boolean;
}

/** A history entry as the workflow reads it. */
export interface EntryRow {
  readonly id: number;
  readonly orderId: number;
  readonly status: OrderStatus;
  readonly assignedUser: number[] | null;
  readonly accept: boolean | null;
  readonly note: string | null;
  readonly isCurrent: boolean | null;
}

export interface UserRole {
  readonly id: number;
  readonly roleId: number | null;
  readonly isDelete: boolean;
}

/** SELECT … FOR UPDATE: a second step on the same order waits here until the first commits. */
export async function lockOrder(tx: Db, id: number): Promise<LockedOrder | null> {
  const rows = await tx
    .select({
      id: orders.id,
      status: orders.status,
      designerId: orders.designerId,
      customerId: orders.customerId,
      updatedAt: orders.updatedAt,
      isDelete: orders.isDelete,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return (rows[0] as LockedOrder | undefined) ?? null;
}

const entryColumns = {
  id: orderHistories.id,
  orderId: orderHistories.orderId,
  status: orderHistories.status,
  assignedUser: orderHistories.assignedUser,
  accept: orderHistories.accept,
  note: orderHistories.note,
  isCurrent: orderHistories.isCurrent,
};

/** The newest two entries of an order, newest first: the current one and the one before it. */
export async function latestEntries(tx: Db, orderId: number): Promise<EntryRow[]> {
  return (await tx
    .select(entryColumns)
    .from(orderHistories)
    .where(eq(orderHistories.orderId, orderId))
    .orderBy(desc(orderHistories.id))
    .limit(2)) as EntryRow[];
}

export async function findEntry(db: Db, id: number): Promise<EntryRow | null> {
  const rows = await db.select(entryColumns).from(orderHistories).where(eq(orderHistories.id, id)).limit(1);
  return (rows[0] as EntryRow | undefined) ?? null;
}

export async function findUserRoles(tx: Db, ids: readonly number[]): Promise<UserRole[]> {
  if (ids.length === 0) return [];
  return (await tx
    .select({ id: users.id, roleId: users.roleId, isDelete: users.isDelete })
    .from(users)
    .where(inArray(users.id, [...ids]))) as UserRole[];
}

export async function updateEntry(tx: Db, id: number, values: Record<string, unknown>): Promise<Row | null> {
  const rows = await tx
    .update(orderHistories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orderHistories.id, id))
    .returning();
  return (rows[0] as Row | undefined) ?? null;
}

export function insertEntry(tx: Db, values: Record<string, unknown>): Promise<Row> {
  return insertRow<Row>(tx, orderHistories, values);
}

export async function updateOrder(tx: Db, id: number, values: Record<string, unknown>): Promise<Row> {
  const rows = await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return rows[0] as Row;
}
