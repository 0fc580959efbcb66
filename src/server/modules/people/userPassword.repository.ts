import type { Principal } from '../../../shared/domain/permissions';
import { writeAudit, type AuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { hashPassword, revokeAuthTokens, deleteUserSessions, findUserById, updateUser } from '../auth/index';

/** The user whose password is set: who they are and whether they are a manager. */
export interface PasswordTarget {
  readonly id: number;
  readonly email: string;
  readonly scope: Principal['scope'];
}

/**
 * What setting a user's password needs of the database, as one object so the rules can be
 * tested with a fake; `transaction` hands the work a repository bound to the transaction.
 */
export interface UserPasswordRepository {
  transaction<T>(work: (tx: UserPasswordRepository) => Promise<T>): Promise<T>;
  findUser(id: number): Promise<PasswordTarget | null>;
  /** Stores the password's hash. */
  setPassword(userId: number, password: string): Promise<void>;
  /** Ends the user's sessions but `keep`. */
  endSessions(userId: number, keep?: number): Promise<void>;
  /** Stops the user's reset and invitation links. */
  revokeLinks(userId: number, now: Date): Promise<void>;
  audit(entry: AuditEntry): Promise<void>;
}

/** The password repository on a Drizzle database or transaction. */
export function drizzleUserPasswordRepository(db: Db): UserPasswordRepository {
  return {
    transaction: (work) => db.transaction((tx) => work(drizzleUserPasswordRepository(tx))),
    findUser: (id) => findUserById(db, id),
    setPassword: async (userId, password) => {
      await updateUser(db, userId, { password: await hashPassword(password) });
    },
    endSessions: (userId, keep) => deleteUserSessions(db, userId, keep),
    revokeLinks: (userId, now) => revokeAuthTokens(db, userId, now),
    audit: (entry) => writeAudit(db, [entry]),
  };
}
