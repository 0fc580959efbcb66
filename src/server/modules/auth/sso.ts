import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a single-sign-on key for the finance site is valid. */
export const SSO_KEY_TTL_MS = 5 * 60_000;

/** A secret for this process when none is configured (keys then die with the process). */
export function randomSsoSecret(): string {
  return randomBytes(32).toString('base64url');
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** `base64url({"sub":userId,"exp":ms}).HMAC-SHA256`, valid for five minutes. */
export function createSsoKey(secret: string, userId: number, now: Date): { key: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + SSO_KEY_TTL_MS);
  const payload = Buffer.from(JSON.stringify({ sub: userId, exp: expiresAt.getTime() })).toString('base64url');
  return { key: `${payload}.${sign(secret, payload)}`, expiresAt };
}

/** The user id of a genuine, unexpired key (what the finance site checks); null otherwise. */
export function verifySsoKey(secret: string, key: string, now: Date): number | null {
  const [payload, signature] = key.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: unknown; exp?: unknown };
  if (typeof claims.sub !== 'number' || typeof claims.exp !== 'number' || claims.exp <= now.getTime()) return null;
  return claims.sub;
}

/** The query parameter the finance site reads the key from. */
export const SSO_KEY_PARAM = 'ssoKey';

/** The finance site's address carrying the key, for the system browser. */
export function financeLink(financeUrl: string, key: string): string {
  const url = new URL(financeUrl);
  url.searchParams.set(SSO_KEY_PARAM, key);
  return url.toString();
}
