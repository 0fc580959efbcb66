import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { apiTokens, users } from '../db/schema';
import { preparedPerDatabase, REQUEST_USER_COLUMNS, type SessionUserRow } from './sessionUser.repository';

/** The owner of an API token as the request lookup reads them, with what the token lets through. */
export interface TokenUserRow extends Omit<SessionUserRow, 'sessionId'> {
  readonly tokenId: number;
  readonly readOnly: boolean;
  readonly tokenPermission: SessionUserRow['permission'];
}

const tokenLookup = preparedPerDatabase((db: Db) =>
  db
    .select({
      tokenId: apiTokens.id,
      readOnly: apiTokens.readOnly,
      tokenPermission: apiTokens.permission,
      ...REQUEST_USER_COLUMNS,
      expiresAt: apiTokens.expiresAt,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('tokenHash')),
        gt(apiTokens.expiresAt, sql.placeholder('now')),
        eq(users.isDelete, false),
      ),
    )
    .limit(1)
    .prepare('token_user'),
);

/** The unexpired API token with this hash and its owner, unless the owner is deleted. */
export async function findTokenUser(db: Db, tokenHash: string, now: Date): Promise<TokenUserRow | null> {
  const rows = await tokenLookup(db).execute({ tokenHash, now: now.toISOString() });
  return rows[0] ?? null;
}

/** Notes a token's use, at most once a minute per token (`last_used_at` of the profile's list). */
export async function noteTokenUse(db: Db, tokenId: number, now: Date): Promise<void> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, tokenId),
        sql`(${apiTokens.lastUsedAt} IS NULL OR ${apiTokens.lastUsedAt} < ${minuteAgo.toISOString()})`,
      ),
    );
}
