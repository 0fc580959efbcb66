import { and, eq, sql } from 'drizzle-orm';
import { RESOURCES } from '../../../shared/domain/resources';
import { writeAudit, type AuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { importedCards, orderHistories, orders } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { scopeCondition } from '../../resources/index';

export type OrderRow = typeof orders.$inferSelect;
export type OrderValues = typeof orders.$inferInsert;
type EntryValues = typeof orderHistories.$inferInsert;

/** A live (not deleted) order the user reaches (outsourced users: those they design; customers: theirs). */
export async function findLiveOrder(db: Db, user: AuthUser, id: number): Promise<OrderRow | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.isDelete, false), scopeCondition(db, user, RESOURCES.orders)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertOrder(tx: Db, values: OrderValues): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row;
}

/**
 * Updates a live order unless it changed since `expectedUpdatedAt` (to the millisecond);
 * null when no row matched.
 */
export async function updateLiveOrder(
  db: Db,
  id: number,
  values: Partial<OrderValues>,
  expectedUpdatedAt: Date | null,
): Promise<OrderRow | null> {
  const unchanged = expectedUpdatedAt
    ? sql`date_trunc('milliseconds', ${orders.updatedAt}) = ${expectedUpdatedAt.toISOString()}::timestamptz`
    : undefined;
  const rows = await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.isDelete, false), unchanged))
    .returning();
  return rows[0] ?? null;
}

/** A card of an outside board (Trello) and the order it became (imported_cards). */
export type ImportedCard = typeof importedCards.$inferInsert;

/** Records that `card` became its order, unless an import already did: false then (the key is (source, cardId)). */
export async function claimImportedCard(db: Db, card: ImportedCard): Promise<boolean> {
  const rows = await db
    .insert(importedCards)
    .values(card)
    .onConflictDoNothing()
    .returning({ cardId: importedCards.cardId });
  return rows.length > 0;
}

/** What creating and cloning orders need of the database, as one object so the rules can be tested with a fake. */
export interface OrdersRepository {
  transaction<T>(work: (tx: OrdersRepository) => Promise<T>): Promise<T>;
  findLiveOrder(user: AuthUser, id: number): Promise<OrderRow | null>;
  insertOrder(values: OrderValues): Promise<OrderRow>;
  updateLiveOrder(id: number, values: Partial<OrderValues>, expectedUpdatedAt: Date | null): Promise<OrderRow | null>;
  insertEntry(values: EntryValues): Promise<unknown>;
  audit(entry: AuditEntry): Promise<void>;
  claimImportedCard(card: ImportedCard): Promise<boolean>;
}

/** The orders repository on a Drizzle database or transaction. */
export function drizzleOrdersRepository(db: Db): OrdersRepository {
  return {
    transaction: (work) => db.transaction((tx) => work(drizzleOrdersRepository(tx))),
    findLiveOrder: (user, id) => findLiveOrder(db, user, id),
    insertOrder: (values) => insertOrder(db, values),
    updateLiveOrder: (id, values, expected) => updateLiveOrder(db, id, values, expected),
    insertEntry: async (values) =>
      (await db.insert(orderHistories).values(values).returning({ id: orderHistories.id }))[0],
    audit: (entry) => writeAudit(db, [entry]),
    claimImportedCard: (card) => claimImportedCard(db, card),
  };
}
