import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { authTokens } from '../../db/schema';

export type AuthTokenKind = 'reset' | 'invite';

export interface NewAuthToken {
  readonly kind: AuthTokenKind;
  readonly userId: number;
  readonly email: string;
  readonly tokenHash: string;
  readonly expiresAt: Date;
}

export async function createAuthToken(db: Db, token: NewAuthToken): Promise<void> {
  await db.insert(authTokens).values(token);
}

/**
 * Marks the unused, unexpired token of this kind as used and returns its user id; null when
 * there is none. One UPDATE, so two concurrent requests cannot both use the same token.
 */
export async function consumeAuthToken(
  db: Db,
  kind: AuthTokenKind,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return rows[0]?.userId ?? null;
}

/**
 * Revokes the user's unused tokens (of one kind, or every kind) by marking them used now:
 * done when a newer link is issued and whenever the password is set.
 */
export async function revokeAuthTokens(db: Db, userId: number, now: Date, kind?: AuthTokenKind): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.usedAt),
        kind === undefined ? undefined : eq(authTokens.kind, kind),
      ),
    );
}

/** What the mailed reset and invitation links need of the auth_tokens table: the functions above as one object. */
export interface AuthTokensRepository {
  createAuthToken(token: NewAuthToken): Promise<void>;
  consumeAuthToken(kind: AuthTokenKind, tokenHash: string, now: Date): Promise<number | null>;
  revokeAuthTokens(userId: number, now: Date, kind?: AuthTokenKind): Promise<void>;
}

/** The link tokens' repository on a Drizzle database or transaction. */
export function drizzleAuthTokensRepository(db: Db): AuthTokensRepository {
  return {
    createAuthToken: (token) => createAuthToken(db, token),
    consumeAuthToken: (kind, tokenHash, now) => consumeAuthToken(db, kind, tokenHash, now),
    revokeAuthTokens: (userId, now, kind) => revokeAuthTokens(db, userId, now, kind),
  };
}
