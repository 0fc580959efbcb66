import '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, WEB_CLIENT_HEADER, WEB_CLIENT_VALUE } from '../../shared/api/session';
import type { Principal } from '../../shared/domain/permissions';
import type { Database, Db } from '../db/connection';
import { forbidden, unauthorized } from './httpErrors';
import { SESSION_CHANGES, SessionCache } from './sessionCache';
import { hashToken } from './sessionToken';
import { findSessionUser, type SessionUserRow } from './sessionUser.repository';

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
    /** Id of the session row the request authenticated with (logout deletes it). */
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

/** The session token a request carries: `Authorization: Bearer <token>`, else the session cookie. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const token = bearerToken(request) ?? request.cookies[SESSION_COOKIE] ?? null;
  return token && token.length <= 256 ? token : null;
}

/** A signed-in session as requests see it. */
export interface Session {
  readonly sessionId: number;
  readonly user: AuthUser;
}

const sessionOfRow = ({ sessionId, isOutsource, expiresAt: _ends, ...user }: SessionUserRow): Session => ({
  sessionId,
  user: { ...user, isOutsource: isOutsource === true },
});

/** The user of an unexpired session, as requests see them; null when the session is gone. */
export async function sessionUserOf(db: Db, token: string, now = new Date()): Promise<Session | null> {
  const row = await findSessionUser(db, hashToken(token), now);
  return row ? sessionOfRow(row) : null;
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
  const lookup: SessionLookup = async (token, now = new Date()) => {
    const tokenHash = hashToken(token);
    return cache.through(
      tokenHash,
      now.getTime(),
      async () => {
        const row = await findSessionUser(database.db, tokenHash, now);
        return row ? { ...sessionOfRow(row), endsAt: row.expiresAt.getTime() } : null;
      },
      (session) => session.endsAt,
    );
  };
  return { lookup, stop };
}

/**
 * Resolves `request.user` from `Authorization: Bearer <token>` or the HttpOnly session
 * cookie. A cookie session may change state only with the web client header, which a
 * cross-site form cannot send (CSRF defence). Needs @fastify/cookie registered first.
 */
export function installAuth(app: FastifyInstance, sessionOf: SessionLookup): void {
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
  });
}

/** The signed-in user; a 401 'Please sign in.' without one. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
