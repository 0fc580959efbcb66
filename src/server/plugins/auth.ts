import '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, WEB_CLIENT_HEADER, WEB_CLIENT_VALUE } from '../../shared/api/session';
import type { Principal } from '../../shared/domain/permissions';
import type { Db } from '../db/connection';
import { forbidden, unauthorized } from './httpErrors';
import { hashToken } from './sessionToken';
import { findSessionUser } from './sessionUser.repository';

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

/** The user of an unexpired session, as requests see them; null when the session is gone. */
export async function sessionUserOf(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ readonly sessionId: number; readonly user: AuthUser } | null> {
  const row = await findSessionUser(db, hashToken(token), now);
  if (!row) return null;
  const { sessionId, isOutsource, ...user } = row;
  return { sessionId, user: { ...user, isOutsource: isOutsource === true } };
}

/**
 * Resolves `request.user` from `Authorization: Bearer <token>` or the HttpOnly session
 * cookie. A cookie session may change state only with the web client header, which a
 * cross-site form cannot send (CSRF defence). Needs @fastify/cookie registered first.
 */
export function installAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const token = sessionTokenOf(request);
    if (!token) return;
    const session = await sessionUserOf(db, token);
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
