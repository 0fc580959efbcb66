import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { orders } from '../../db/schema';
import type { Row } from '../../resources/resource.repository';
import { insertRow } from '../../db/insertRow';

/** A live (not deleted) order; outsourced users reach only those they design. */
export async function findLiveOrder(db: Db, id: number, designerId?: number): Promise<Row | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.id, id), eq(orders.isDelete, false), designerId ? eq(orders.designerId, designerId) : undefined),
    )
    .limit(1);
  return (rows[0] as Row | undefined) ?? null;
}

export function insertOrder(tx: Db, values: Record<string, unknown>): Promise<Row> {
  return insertRow<Row>(tx, orders, values);
}

/**
 * Updates a live order unless it changed since `expectedUpdatedAt` (to the millisecond);
 * null when no row matched.
 */
export async function updateLiveOrder(
  db: Db,
  id: number,
  values: Record<string, unknown>,
  expectedUpdatedAt: Date | null,
): Promise<Row | null> {
  const unchanged = expectedUpdatedAt
    ? sql`date_trunc('milliseconds', ${orders.updatedAt}) = ${expectedUpdatedAt.toISOString()}::timestamptz`
    : undefined;
  const rows = await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.isDelete, false), unchanged))
    .returning();
  return (rows[0] as Row | undefined) ?? null;
}
