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

/**
 * Resolves `request.user` from `Authorization: Bearer <token>` or the HttpOnly session
 * cookie. A cookie session may change state only with the web client header, which a
 * cross-site form cannot send (CSRF defence). Needs @fastify/cookie registered first.
 */
export function installAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const bearer = bearerToken(request);
    const token = bearer ?? request.cookies[SESSION_COOKIE] ?? null;
    if (!token || token.length > 256) return;
    const row = await findSessionUser(db, hashToken(token), new Date());
    if (!row) return;
    if (!bearer && !SAFE_METHODS.has(request.method) && request.headers[WEB_CLIENT_HEADER] !== WEB_CLIENT_VALUE) {
      throw forbidden(`A cookie session must send the ${WEB_CLIENT_HEADER}: ${WEB_CLIENT_VALUE} header.`);
    }
    const { sessionId, isOutsource, ...user } = row;
    request.sessionId = sessionId;
    request.user = { ...user, isOutsource: isOutsource === true };
  });
}

/** The signed-in user; a 401 'Please sign in.' without one. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
