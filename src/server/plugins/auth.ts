import '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, WEB_CLIENT_HEADER, WEB_CLIENT_VALUE } from '../../shared/api/session';
import { API_TOKEN_PREFIX } from '../../shared/domain/apiTokens';
import type { Principal } from '../../shared/domain/permissions';
import type { Database, Db } from '../db/connection';
import { forbidden, unauthorized } from './httpErrors';
import { SESSION_CHANGES, SessionCache } from './sessionCache';
import { hashToken } from './sessionToken';
import { findSessionUser, type SessionUserRow } from './sessionUser.repository';
import { findTokenUser, noteTokenUse, type TokenUserRow } from './tokenUser.repository';

/** The signed-in user of a request: what permission checks need, plus who they are. */
export interface AuthUser extends Principal {
  readonly email: string;
  readonly displayName: string;
  readonly roleId: number | null;
  /** The customer record a customer-role user stands for (users.customerId). */
  readonly customerId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null when the request carries no valid session. */
    user: AuthUser | null;
    /** Id of the session row the request authenticated with (logout deletes it); null with an API token. */
    sessionId: number | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The session token a request carries: `Authorization: Bearer <token>`, else the session
 * cookie. An API token counts only in the header.
 */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const cookie = request.cookies[SESSION_COOKIE];
  const token = bearerToken(request) ?? (cookie?.startsWith(API_TOKEN_PREFIX) ? null : cookie) ?? null;
  return token && token.length <= 256 ? token : null;
}

/** A signed-in session, or an API token's owner, as requests see it. */
export interface Session {
  /** The session row; null for an API token. */
  readonly sessionId: number | null;
  /** The API token's row; null for a session. */
  readonly tokenId: number | null;
  readonly user: AuthUser;
}

const sessionOfRow = ({ sessionId, isOutsource, expiresAt: _ends, ...user }: SessionUserRow): Session => ({
  sessionId,
  tokenId: null,
  user: { ...user, isOutsource: isOutsource === true },
});

const sessionOfTokenRow = (row: TokenUserRow): Session => {
  const { tokenId, readOnly, tokenPermission, isOutsource, expiresAt: _ends, ...user } = row;
  return {
    sessionId: null,
    tokenId,
    user: { ...user, isOutsource: isOutsource === true, token: { readOnly, permission: tokenPermission } },
  };
};

/** The user of an unexpired session or API token, as requests see them, and when it ends; null when it is gone. */
export async function sessionUserOf(
  db: Db,
  token: string,
  now = new Date(),
): Promise<(Session & { readonly endsAt: number }) | null> {
  const tokenHash = hashToken(token);
  if (token.startsWith(API_TOKEN_PREFIX)) {
    const row = await findTokenUser(db, tokenHash, now);
    return row ? { ...sessionOfTokenRow(row), endsAt: row.expiresAt.getTime() } : null;
  }
  const row = await findSessionUser(db, tokenHash, now);
  return row ? { ...sessionOfRow(row), endsAt: row.expiresAt.getTime() } : null;
}

/** Finds the session of a token (`sessionUserOf`), from the sessions the server keeps when it can. */
export type SessionLookup = (token: string, now?: Date) => Promise<Session | null>;

/**
 * `sessionUserOf` through a SessionCache: kept while this instance listens on SESSION_CHANGES,
 * forgotten at every change the database's triggers announce (migration 0018), on this
 * instance's own writes before they answer. Answers the lookup and how to stop listening.
 */
export async function cachedSessions(
  database: Database,
): Promise<{ lookup: SessionLookup; stop: () => Promise<void> }> {
  const cache = new SessionCache<Session & { readonly endsAt: number }>();
  const changed = () => cache.changed();
  database.onNotice(SESSION_CHANGES, changed, changed);
  const stop = await database.listen(
    SESSION_CHANGES,
    changed,
    () => cache.listening(true),
    () => cache.listening(false),
  );
  cache.listening(true);
  const lookup: SessionLookup = async (token, now = new Date()) =>
    cache.through(
      hashToken(token),
      now.getTime(),
      () => sessionUserOf(database.db, token, now),
      (session) => session.endsAt,
    );
  return { lookup, stop };
}

/**
 * Resolves `request.user` from `Authorization: Bearer <token>` or the HttpOnly session
 * cookie. A cookie session may change state only with the web client header, which a
 * cross-site form cannot send (CSRF defence). Needs @fastify/cookie registered first.
 */
export function installAuth(app: FastifyInstance, sessionOf: SessionLookup, tokenUses?: TokenUses): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const token = sessionTokenOf(request);
    if (!token) return;
    const session = await sessionOf(token);
    if (!session) return;
    if (
      !bearerToken(request) &&
      !SAFE_METHODS.has(request.method) &&
      request.headers[WEB_CLIENT_HEADER] !== WEB_CLIENT_VALUE
    ) {
      throw forbidden(`A cookie session must send the ${WEB_CLIENT_HEADER}: ${WEB_CLIENT_VALUE} header.`);
    }
    request.sessionId = session.sessionId;
    request.user = session.user;
    if (session.tokenId !== null) tokenUses?.used(session.tokenId);
  });
}

/**
 * Writes when each API token was last used, at most once a minute per token and out of the
 * request's way: a failed write is logged, never the request's error.
 */
export class TokenUses {
  private readonly noted = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  used(tokenId: number, now = new Date()): void {
    const last = this.noted.get(tokenId);
    if (last !== undefined && now.getTime() - last < 60_000) return;
    this.noted.set(tokenId, now.getTime());
    noteTokenUse(this.db, tokenId, now).catch(this.onError);
  }
}

/** The signed-in user; a 401 'Please sign in.' without one. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
