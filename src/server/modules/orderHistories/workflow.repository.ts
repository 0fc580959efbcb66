import { desc, eq, inArray } from 'drizzle-orm';
import { writeAudit, type AuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { orderHistories, orders, products, users } from '../../db/schema';
import { countStepMarks, marksAmong, resolveMarkRows, type MarkState } from './stepMarks.repository';
import type { OrderRow, OrderValues } from '../orders/orders.repository';

/** A history entry as stored. */
export type EntryRecord = typeof orderHistories.$inferSelect;
type EntryValues = typeof orderHistories.$inferInsert;

/** The order row a workflow step reads, locked until the transaction ends. */
export type LockedOrder = Pick<
  OrderRow,
  'id' | 'name' | 'status' | 'designerId' | 'customerId' | 'productCatalogIds' | 'productsId' | 'updatedAt' | 'isDelete'
>;

/** A product as a workflow step adds it to the library. */
export type ProductValues = Pick<
  typeof products.$inferInsert,
  'name' | 'productCatalogIds' | 'productImages' | 'creatorId' | 'orderId'
>;

/** A history entry as the workflow reads it. */
export type EntryRow = Pick<
  EntryRecord,
  'id' | 'orderId' | 'status' | 'assignedUser' | 'accept' | 'note' | 'isCurrent' | 'products' | 'assignerId'
>;

export type UserRole = Pick<typeof users.$inferSelect, 'id' | 'roleId' | 'isDelete'>;

/** SELECT … FOR UPDATE: a second step on the same order waits here until the first commits. */
export async function lockOrder(tx: Db, id: number): Promise<LockedOrder | null> {
  const rows = await tx
    .select({
      id: orders.id,
      name: orders.name,
      status: orders.status,
      designerId: orders.designerId,
      customerId: orders.customerId,
      productCatalogIds: orders.productCatalogIds,
      productsId: orders.productsId,
      updatedAt: orders.updatedAt,
      isDelete: orders.isDelete,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return rows[0] ?? null;
}

const entryColumns = {
  id: orderHistories.id,
  orderId: orderHistories.orderId,
  status: orderHistories.status,
  assignedUser: orderHistories.assignedUser,
  accept: orderHistories.accept,
  note: orderHistories.note,
  isCurrent: orderHistories.isCurrent,
  products: orderHistories.products,
  assignerId: orderHistories.assignerId,
};

/** The newest two entries of an order, newest first: the current one and the one before it. */
export async function latestEntries(tx: Db, orderId: number): Promise<EntryRow[]> {
  return tx
    .select(entryColumns)
    .from(orderHistories)
    .where(eq(orderHistories.orderId, orderId))
    .orderBy(desc(orderHistories.id))
    .limit(2);
}

export async function findEntry(db: Db, id: number): Promise<EntryRow | null> {
  const rows = await db.select(entryColumns).from(orderHistories).where(eq(orderHistories.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findUserRoles(tx: Db, ids: readonly number[]): Promise<UserRole[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: users.id, roleId: users.roleId, isDelete: users.isDelete })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function updateEntry(tx: Db, id: number, values: Partial<EntryValues>): Promise<EntryRecord | null> {
  const rows = await tx
    .update(orderHistories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orderHistories.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function insertEntry(tx: Db, values: EntryValues): Promise<EntryRecord> {
  const [row] = await tx.insert(orderHistories).values(values).returning();
  return row;
}

/** Adds products to the library; their ids in the order given. */
export async function insertProducts(tx: Db, values: readonly ProductValues[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await tx
    .insert(products)
    .values([...values])
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

export async function updateOrder(tx: Db, id: number, values: Partial<OrderValues>): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  return row;
}

/**
 * What the workflow needs of the database, as one object so the rules can be tested with a
 * fake; `transaction` hands the work a repository bound to the transaction.
 */
export interface WorkflowRepository {
  transaction<T>(work: (tx: WorkflowRepository) => Promise<T>): Promise<T>;
  lockOrder(id: number): Promise<LockedOrder | null>;
  latestEntries(orderId: number): Promise<EntryRow[]>;
  findEntry(id: number): Promise<EntryRow | null>;
  findUserRoles(ids: readonly number[]): Promise<UserRole[]>;
  updateEntry(id: number, values: Partial<EntryValues>): Promise<EntryRecord | null>;
  insertEntry(values: EntryValues): Promise<EntryRecord>;
  updateOrder(id: number, values: Partial<OrderValues>): Promise<OrderRow>;
  /** Adds the images a step accepted to the products library. */
  insertProducts(values: readonly ProductValues[]): Promise<number[]>;
  /** Records the step in the audit trail. */
  audit(entry: AuditEntry): Promise<void>;
  /** How many design marks were made during the step of this history entry. */
  countStepMarks(historyId: number): Promise<number>;
  /** The order's design marks among `ids`, with their status. */
  marksAmong(orderId: number, ids: readonly number[]): Promise<MarkState[]>;
  /** Resolves design marks in the name of `userId`. */
  resolveMarks(ids: readonly number[], userId: number, now: Date): Promise<void>;
}

/** The workflow's repository on a Drizzle database or transaction. */
export function drizzleWorkflowRepository(db: Db): WorkflowRepository {
  return {
    transaction: (work) => db.transaction((tx) => work(drizzleWorkflowRepository(tx))),
    lockOrder: (id) => lockOrder(db, id),
    latestEntries: (orderId) => latestEntries(db, orderId),
    findEntry: (id) => findEntry(db, id),
    findUserRoles: (ids) => findUserRoles(db, ids),
    updateEntry: (id, values) => updateEntry(db, id, values),
    insertEntry: (values) => insertEntry(db, values),
    updateOrder: (id, values) => updateOrder(db, id, values),
    insertProducts: (values) => insertProducts(db, values),
    audit: (entry) => writeAudit(db, [entry]),
    countStepMarks: (historyId) => countStepMarks(db, historyId),
    marksAmong: (orderId, ids) => marksAmong(db, orderId, ids),
    resolveMarks: (ids, userId, now) => resolveMarkRows(db, ids, userId, now),
  };
}
