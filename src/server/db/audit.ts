import { sql } from 'drizzle-orm';
import type { AuditAction } from '../../shared/domain/enums';
import type { Db } from './db';
import { auditEvents } from './schema';

export { auditable, changedFields } from './fieldChanges';

/** One write as the audit trail keeps it. */
export interface AuditEntry {
  /** Who wrote; null for the server itself (an import, a scheduled job). */
  readonly userId: number | null;
  readonly action: AuditAction;
  readonly resource: string;
  readonly recordId: number | null;
  /** One line for people: what happened. */
  readonly summary?: string;
  readonly before?: Readonly<Record<string, unknown>> | null;
  readonly after?: Readonly<Record<string, unknown>> | null;
}

/** What the audit columns hold: JSON values (auditable() turns instants into strings). */
type Stored = NonNullable<(typeof auditEvents.$inferInsert)['before']>;

/**
 * The channel on which each write's audit ids are announced (`NOTIFY`), for the live events
 * of `modules/events`. PostgreSQL delivers a notification when its transaction commits, and to
 * every server instance listening on the database; PGlite within its one process.
 */
export const AUDIT_CHANNEL = 'bo_audit';

/** Ids per notification: well under the 8,000-byte payload limit. */
const IDS_PER_NOTICE = 500;

/**
 * Records writes in the audit trail, in the caller's transaction when given one, and announces
 * their ids on `AUDIT_CHANNEL` (heard only once the transaction commits). One statement does
 * both: a write's transaction often holds hot rows (the orders' kept totals), and each round
 * trip to the database before its commit is time others wait.
 */
export async function writeAudit(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const insert = db
    .insert(auditEvents)
    .values(
      entries.map((entry) => ({
        userId: entry.userId,
        action: entry.action,
        resource: entry.resource,
        recordId: entry.recordId,
        summary: entry.summary?.slice(0, 500) ?? null,
        before: (entry.before as Stored | null | undefined) ?? null,
        after: (entry.after as Stored | null | undefined) ?? null,
      })),
    )
    .returning({ id: auditEvents.id });
  // One notice per IDS_PER_NOTICE ids, ids ascending, notices in that order.
  await db.execute(sql`
    WITH inserted AS (${insert.getSQL()})
    SELECT pg_notify(${AUDIT_CHANNEL}, batches.ids) FROM (
      SELECT string_agg(id::text, ',' ORDER BY id) AS ids
      FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1) / ${IDS_PER_NOTICE} AS batch FROM inserted) AS numbered
      GROUP BY batch ORDER BY batch
    ) AS batches`);
}
