import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { sessions } from '../../db/schema';

export async function createSession(db: Db, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
}

export async function deleteSession(db: Db, id: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Signs the user out everywhere, except on the session `keep` when given. */
export async function deleteUserSessions(db: Db, userId: number, keep?: number): Promise<void> {
  const mine = eq(sessions.userId, userId);
  await db.delete(sessions).where(keep === undefined ? mine : and(mine, ne(sessions.id, keep)));
}

/** What signing in and out needs of the sessions table: the functions above as one object. */
export interface SessionsRepository {
  createSession(userId: number, tokenHash: string, expiresAt: Date): Promise<void>;
  deleteSession(id: number): Promise<void>;
  deleteUserSessions(userId: number, keep?: number): Promise<void>;
}

/** The sessions repository on a Drizzle database or transaction. */
export function drizzleSessionsRepository(db: Db): SessionsRepository {
  return {
    createSession: (userId, tokenHash, expiresAt) => createSession(db, userId, tokenHash, expiresAt),
    deleteSession: (id) => deleteSession(db, id),
    deleteUserSessions: (userId, keep) => deleteUserSessions(db, userId, keep),
  };
}
