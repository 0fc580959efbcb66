import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../../shared/api/client';
import {
  DEVICE_COOKIE,
  DEVICE_HEADER,
  SESSION_COOKIE,
  WEB_CLIENT_HEADER,
  WEB_CLIENT_VALUE,
} from '../../../shared/api/session';

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

/** The device cookie goes only to the login route, the one place that reads it. */
const LOGIN_PATH = `${API_PREFIX}/auth/login`;

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(DEVICE_COOKIE, token, { ...options(request), path: LOGIN_PATH, expires: expiresAt });
}

/** The device token a sign-in presents: the header of bearer clients, else the web client's cookie. */
export function presentedDeviceToken(request: FastifyRequest): string | undefined {
  const header = request.headers[DEVICE_HEADER];
  if (typeof header === 'string' && header) return header;
  return request.cookies[DEVICE_COOKIE] || undefined;
}
