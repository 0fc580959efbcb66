import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, WEB_CLIENT_HEADER, WEB_CLIENT_VALUE } from '../../../shared/api/session';

/** True for the web adapter, whose session lives in an HttpOnly cookie instead of its JavaScript. */
export function isWebClient(request: FastifyRequest): boolean {
  return request.headers[WEB_CLIENT_HEADER] === WEB_CLIENT_VALUE;
}

const options = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'strict', path: '/', secure: request.protocol === 'https' }) as const;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, { ...options(request), expires: expiresAt });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, options(request));
}
