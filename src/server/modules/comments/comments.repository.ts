import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import { writeAudit, type AuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { comments } from '../../db/schema';

export type CommentRow = typeof comments.$inferSelect;
export type CommentValues = typeof comments.$inferInsert;

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

/** The customer reviews of one order, for the engine's list. */
export const reviewsOfOrder = (orderId: number): SQL | undefined =>
  and(eq(comments.orderId, orderId), isNotNull(comments.customerId));

/**
 * What comments need of the database, as one object so the rules can be tested with a fake;
 * `transaction` hands the work a repository bound to the transaction.
 */
export interface CommentsRepository {
  transaction<T>(work: (tx: CommentsRepository) => Promise<T>): Promise<T>;
  find(id: number): Promise<CommentRow | null>;
  insert(values: CommentValues): Promise<CommentRow>;
  update(id: number, values: Partial<CommentValues>): Promise<CommentRow | null>;
  remove(id: number): Promise<CommentRow | null>;
  audit(entry: AuditEntry): Promise<void>;
}

/** The comments' repository on a Drizzle database or transaction. */
export function drizzleCommentsRepository(db: Db): CommentsRepository {
  return {
    transaction: (work) => db.transaction((tx) => work(drizzleCommentsRepository(tx))),
    find: (id) => findComment(db, id),
    insert: (values) => insertComment(db, values),
    update: (id, values) => updateComment(db, id, values),
    remove: (id) => deleteComment(db, id),
    audit: (entry) => writeAudit(db, [entry]),
  };
}
