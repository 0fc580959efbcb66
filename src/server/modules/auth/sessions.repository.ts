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
