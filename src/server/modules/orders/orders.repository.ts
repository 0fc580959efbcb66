import { and, eq, sql } from 'drizzle-orm';
import { RESOURCES } from '../../../shared/domain/resources';
import { writeAudit, type AuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { importedCards, orderHistories, orders } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { scopeCondition } from '../../resources/index';

export type OrderRow = typeof orders.$inferSelect;
export type OrderValues = typeof orders.$inferInsert;
/** A history entry to insert. */
export type EntryValues = typeof orderHistories.$inferInsert;

/** A live (not deleted) order the user reaches (outsourced users: those they design; customers: theirs). */
export async function findLiveOrder(db: Db, user: AuthUser, id: number): Promise<OrderRow | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.isDelete, false), scopeCondition(db, user, RESOURCES.orders)))
    .limit(1);
  return rows[0] ?? null;
}

/** The id the next order will have, drawn from its sequence (an order made with it uses it up). */
export async function nextOrderId(db: Db): Promise<number> {
  const result: unknown = await db.execute(sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`);
  return (result as { rows: { id: number }[] }).rows[0].id;
}

/**
 * Inserts an order with a known id and its first history entry in one statement (the entry
 * as a data-modifying WITH: the foreign key and the stage triggers see the order, checked at
 * the statement's end). Answers the order as inserted.
 */
export async function insertOrder(
  tx: Db,
  values: OrderValues & { id: number },
  firstEntry: EntryValues,
): Promise<OrderRow> {
  const entry = tx
    .$with('first_entry')
    .as(tx.insert(orderHistories).values(firstEntry).returning({ id: orderHistories.id }));
  const [row] = await tx.with(entry).insert(orders).values(values).returning();
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
  /** Updates a live order unless it changed since `expectedUpdatedAt`; null when no row matched. */
  updateLiveOrder(id: number, values: Partial<OrderValues>, expectedUpdatedAt: Date | null): Promise<OrderRow | null>;
  nextOrderId(): Promise<number>;
  insertOrder(values: OrderValues & { id: number }, firstEntry: EntryValues): Promise<OrderRow>;
  audit(entry: AuditEntry): Promise<void>;
  claimImportedCard(card: ImportedCard): Promise<boolean>;
}

/** The orders repository on a Drizzle database or transaction. */
export function drizzleOrdersRepository(db: Db): OrdersRepository {
  return {
    transaction: (work) => db.transaction((tx) => work(drizzleOrdersRepository(tx))),
    findLiveOrder: (user, id) => findLiveOrder(db, user, id),
    updateLiveOrder: (id, values, expected) => updateLiveOrder(db, id, values, expected),
    nextOrderId: () => nextOrderId(db),
    insertOrder: (values, firstEntry) => insertOrder(db, values, firstEntry),
    audit: (entry) => writeAudit(db, [entry]),
    claimImportedCard: (card) => claimImportedCard(db, card),
  };
}
