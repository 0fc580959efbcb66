import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { comments } from '../../db/schema';

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
