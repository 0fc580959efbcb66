import { DAY_MS } from '../../../shared/domain/time';
import { hashToken, newToken } from '../../plugins/sessionToken';
import type { AuthDeps } from './deps';

/** How long a device stays known without signing in again. */
export const DEVICE_TOKEN_TTL_MS = 30 * DAY_MS;
/** Known devices kept per account (the newest). */
const DEVICES_PER_ACCOUNT = 20;
/** Longer values are not tokens this server made; they are not even looked up. */
const TOKEN_MAX_LENGTH = 128;

export interface DeviceToken {
  readonly token: string;
  readonly expiresAt: Date;
}

/**
 * The id of the known device this token names for this account, or null: no token, an
 * unknown or expired one, or one another account was given.
 */
export async function knownDevice(
  deps: AuthDeps,
  token: string | undefined,
  userId: number | undefined,
): Promise<number | null> {
  if (!token || token.length > TOKEN_MAX_LENGTH || userId === undefined) return null;
  const row = await deps.repo.findDeviceToken(hashToken(token), deps.now());
  return row?.userId === userId ? row.id : null;
}

/**
 * Gives the device that just signed in a new token for this account (OWASP's device cookie):
 * random, stored as its SHA-256. The token it signed in with, if any, is replaced.
 */
export async function issueDeviceToken(deps: AuthDeps, userId: number, replacing: number | null): Promise<DeviceToken> {
  const token = newToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + DEVICE_TOKEN_TTL_MS);
  if (replacing !== null) await deps.repo.deleteDeviceToken(replacing);
  await deps.repo.createDeviceToken({ userId, tokenHash: hashToken(token), expiresAt });
  await deps.repo.pruneDeviceTokens(userId, now, DEVICES_PER_ACCOUNT);
  return { token, expiresAt };
}
