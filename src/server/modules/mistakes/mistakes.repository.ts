import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { mistakeRecords } from '../../db/schema';

export type MistakeRecordRow = typeof mistakeRecords.$inferSelect;

export async function findMistakeRecord(db: Db, id: number): Promise<MistakeRecordRow | null> {
  const rows = await db.select().from(mistakeRecords).where(eq(mistakeRecords.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Marks the record accepted, and when (its fine is deducted from that salary period), if it is
 * the victim's and not accepted yet; null otherwise.
 */
export async function acceptMistakeRecord(db: Db, id: number, victimId: number): Promise<MistakeRecordRow | null> {
  const now = new Date();
  const rows = await db
    .update(mistakeRecords)
    .set({ isAccept: true, acceptedAt: now, updatedAt: now })
    .where(
      and(
        eq(mistakeRecords.id, id),
        eq(mistakeRecords.victimId, victimId),
        or(isNull(mistakeRecords.isAccept), eq(mistakeRecords.isAccept, false)),
      ),
    )
    .returning();
  return rows[0] ?? null;
}
