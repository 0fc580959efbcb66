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

function prepareLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      roleId: users.roleId,
      customerId: users.customerId,
      scope: users.scope,
      isOutsource: users.isOutsource,
      permission: users.permission,
      expiresAt: sessions.expiresAt,
    })
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
    .prepare('session_user');
}

/**
 * Every request looks its session up: the query is built once per database and prepared on
 * each of its connections (PostgreSQL parses and plans it once per connection, not per request).
 */
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

/** The unexpired session with this token hash and its user, unless the user is deleted. */
export async function findSessionUser(db: Db, tokenHash: string, now: Date): Promise<SessionUserRow | null> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  const rows = await lookup.execute({ tokenHash, now: now.toISOString() });
  return rows[0] ?? null;
}
