import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { sessions, users } from '../db/schema';
import type { PermissionMap } from '../../shared/domain/permissions';

/** The signed-in user as the session lookup reads it. */
export interface SessionUserRow {
  readonly sessionId: number;
  readonly id: number;
  readonly email: string;
  readonly displayName: string;
  readonly roleId: number | null;
  /** The customer record a customer-role user stands for. */
  readonly customerId: number | null;
  readonly scope: string | null;
  readonly isOutsource: boolean | null;
  readonly permission: PermissionMap | null;
  /** When the session ends. */
  readonly expiresAt: Date;
}

/** The fields of the user a request carries, as a session or a token lookup reads them. */
export const REQUEST_USER_COLUMNS = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  roleId: users.roleId,
  customerId: users.customerId,
  scope: users.scope,
  isOutsource: users.isOutsource,
  permission: users.permission,
};

/**
 * A statement every request runs, built once per database and prepared on each of its
 * connections (PostgreSQL parses and plans it once per connection, not per request).
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}

const sessionLookup = preparedPerDatabase((db: Db) =>
  db
    .select({ sessionId: sessions.id, ...REQUEST_USER_COLUMNS, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isDelete, false),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);

/** The unexpired session with this token hash and its user, unless the user is deleted. */
export async function findSessionUser(db: Db, tokenHash: string, now: Date): Promise<SessionUserRow | null> {
  const rows = await sessionLookup(db).execute({ tokenHash, now: now.toISOString() });
  return rows[0] ?? null;
}
