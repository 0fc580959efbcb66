import { writeAudit, type AuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { drizzleAuthTokensRepository, type AuthTokensRepository } from './authTokens.repository';
import { drizzleDeviceTokensRepository, type DeviceTokensRepository } from './deviceTokens.repository';
import { drizzleSessionsRepository, type SessionsRepository } from './sessions.repository';
import { drizzleUsersRepository, type UsersRepository } from './users.repository';

/**
 * What the auth services need of the database, as one object so their rules can be tested
 * with a fake: the users, roles and user types, sessions, mailed link tokens, known devices
 * and the audit trail. `transaction` hands the work a repository bound to the transaction, so
 * setting a password, its sessions, links and audit entry are one unit.
 */
export interface AuthRepository
  extends UsersRepository, SessionsRepository, AuthTokensRepository, DeviceTokensRepository {
  transaction<T>(work: (tx: AuthRepository) => Promise<T>): Promise<T>;
  audit(entry: AuditEntry): Promise<void>;
}

/** The auth repository on a Drizzle database or transaction. */
export function drizzleAuthRepository(db: Db): AuthRepository {
  return {
    ...drizzleUsersRepository(db),
    ...drizzleSessionsRepository(db),
    ...drizzleAuthTokensRepository(db),
    ...drizzleDeviceTokensRepository(db),
    transaction: (work) => db.transaction((tx) => work(drizzleAuthRepository(tx))),
    audit: (entry) => writeAudit(db, [entry]),
  };
}
