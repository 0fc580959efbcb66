import { and, eq, isNull, or } from 'drizzle-orm';
import { writeAudit, type AuditEntry } from '../../db/audit';
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

/**
 * What accepting a mistake record needs of the database, as one object so the rule can be
 * tested with a fake; `transaction` hands the work a repository bound to the transaction.
 */
export interface MistakesRepository {
  transaction<T>(work: (tx: MistakesRepository) => Promise<T>): Promise<T>;
  find(id: number): Promise<MistakeRecordRow | null>;
  accept(id: number, victimId: number): Promise<MistakeRecordRow | null>;
  audit(entry: AuditEntry): Promise<void>;
}

/** The mistake records' repository on a Drizzle database or transaction. */
export function drizzleMistakesRepository(db: Db): MistakesRepository {
  return {
    transaction: (work) => db.transaction((tx) => work(drizzleMistakesRepository(tx))),
    find: (id) => findMistakeRecord(db, id),
    accept: (id, victimId) => acceptMistakeRecord(db, id, victimId),
    audit: (entry) => writeAudit(db, [entry]),
  };
}
