import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { comments, customers, users } from '../../db/schema';

export type CommentRow = typeof comments.$inferSelect;
type CommentValues = typeof comments.$inferInsert;

export async function findComment(db: Db, id: number): Promise<CommentRow | null> {
  const rows = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertComment(tx: Db, values: CommentValues): Promise<CommentRow> {
  const [row] = await tx.insert(comments).values(values).returning();
  return row;
}

export async function updateComment(tx: Db, id: number, values: Partial<CommentValues>): Promise<CommentRow | null> {
  const rows = await tx
    .update(comments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(comments.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function deleteComment(tx: Db, id: number): Promise<CommentRow | null> {
  const rows = await tx.delete(comments).where(eq(comments.id, id)).returning();
  return rows[0] ?? null;
}

/** Recomputes a customer's average rating and rating count from their rated comments. */
export async function refreshCustomerRate(tx: Db, customerId: number): Promise<void> {
  const rated = and(eq(comments.customerId, customerId), isNotNull(comments.rate));
  await tx
    .update(customers)
    .set({
      rate: sql`(select avg(${comments.rate})::float8 from ${comments} where ${rated})`,
      totalRate: sql`(select count(*)::int from ${comments} where ${rated})`,
    })
    .where(eq(customers.id, customerId));
}

/** Recomputes a user's average rating and rating count from the rated comments about them. */
export async function refreshUserRate(tx: Db, userId: number): Promise<void> {
  const rated = and(eq(comments.userId, userId), isNotNull(comments.rate));
  await tx
    .update(users)
    .set({
      rate: sql`(select avg(${comments.rate})::float8 from ${comments} where ${rated})`,
      totalRate: sql`(select count(*)::int from ${comments} where ${rated})`,
    })
    .where(eq(users.id, userId));
}
