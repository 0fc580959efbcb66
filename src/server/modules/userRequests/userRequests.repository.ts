import { and, eq } from 'drizzle-orm';
import type { UserRequestStatus } from '../../../shared/domain/enums';
import { writeAudit, type AuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { userRequests } from '../../db/schema';

/** A user request as stored. */
export type UserRequestRow = typeof userRequests.$inferSelect;

/**
 * What deciding a request needs of the database, as one object so the rule can be tested
 * with a fake; `transaction` hands the work a repository bound to the transaction.
 */
export interface UserRequestsRepository {
  transaction<T>(work: (tx: UserRequestsRepository) => Promise<T>): Promise<T>;
  /** Sets the status of request `id` if it still has `from`; the row, or null when it had not. */
  moveStatus(id: number, from: UserRequestStatus, to: UserRequestStatus): Promise<UserRequestRow | null>;
  /** The status request `id` has now; null when there is no such request. */
  statusOf(id: number): Promise<UserRequestStatus | null>;
  audit(entry: AuditEntry): Promise<void>;
}

/** The user requests' repository on a Drizzle database or transaction. */
export function drizzleUserRequestsRepository(db: Db): UserRequestsRepository {
  return {
    transaction: (work) => db.transaction((tx) => work(drizzleUserRequestsRepository(tx))),
    async moveStatus(id, from, to) {
      const [row] = await db
        .update(userRequests)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(userRequests.id, id), eq(userRequests.status, from)))
        .returning();
      return row ?? null;
    },
    async statusOf(id) {
      const [row] = await db.select({ status: userRequests.status }).from(userRequests).where(eq(userRequests.id, id));
      return row?.status ?? null;
    },
    audit: (entry) => writeAudit(db, [entry]),
  };
}
