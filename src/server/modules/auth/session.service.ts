import { tooManyRequests } from '../../plugins/errors';
import { forbidden, unauthorized } from '../../plugins/httpErrors';
import { hashToken, newToken } from '../../plugins/sessionToken';
import { tryAgainIn } from './authThrottle';
import type { AuthDeps } from './deps';
import { issueDeviceToken, knownDevice, type DeviceToken } from './knownDevices';
import { hashPassword, verifyPassword } from './password';
import { DAY_MS } from '../../../shared/domain/time';

/** How long a session lasts. */
export const SESSION_TTL_MS = 30 * DAY_MS;

export const INVALID_CREDENTIALS = 'Email or password is incorrect.';

/** A hash to verify against when the email is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password, never valid'));

export interface NewSession {
  readonly userId: number;
  readonly token: string;
  readonly expiresAt: Date;
}

async function openSession(deps: AuthDeps, userId: number): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(deps.now().getTime() + SESSION_TTL_MS);
  await deps.repo.createSession(userId, hashToken(token), expiresAt);
  return { userId, token, expiresAt };
}

/** A session and the device token of the device that opened it. */
export interface SignedIn extends NewSession {
  readonly device: DeviceToken;
}

/**
 * Checks the credentials and opens a session. Wrong email and wrong password get the same
 * 401 after the same Argon2 work; a locked account is a 403 only once its password is right;
 * the throttle's limits are a 429 with the wait. `deviceToken` is what the client kept from
 * an earlier sign-in: from a known device, a throttled account may still try.
 */
export async function login(
  deps: AuthDeps,
  input: { email: string; password: string },
  ip: string,
  deviceToken?: string,
): Promise<SignedIn> {
  const user = await deps.repo.findUserByEmail(input.email);
  const deviceId = await knownDevice(deps, deviceToken, user?.id);
  const admission = await deps.throttle.admitSignIn({ email: input.email, ip, deviceId });
  if (admission.waitMs > 0) {
    throw tooManyRequests(`Too many failed sign-in attempts. ${tryAgainIn(admission.waitMs)}`, admission.waitMs);
  }
  const matches = await verifyPassword(user?.password ?? (await decoy()), input.password);
  if (!user?.password || !matches) throw unauthorized(INVALID_CREDENTIALS);
  await admission.succeeded();
  if (user.isDelete) throw forbidden('This account is locked. Ask a manager to unlock it.');
  const session = await openSession(deps, user.id);
  return { ...session, device: await issueDeviceToken(deps, user.id, deviceId) };
}

export async function logout(deps: AuthDeps, sessionId: number | null): Promise<void> {
  if (sessionId !== null) await deps.repo.deleteSession(sessionId);
}

/**
 * Sets a new password, signs the user out of every other session and revokes their reset and
 * invitation links, in one transaction.
 */
export async function changePassword(
  deps: AuthDeps,
  userId: number,
  sessionId: number | null,
  password: string,
): Promise<void> {
  const hash = await hashPassword(password);
  await deps.repo.transaction(async (tx) => {
    await tx.updateUser(userId, { password: hash });
    await tx.deleteUserSessions(userId, sessionId ?? undefined);
    await tx.revokeAuthTokens(userId, deps.now());
    await tx.audit({ userId, action: 'password', resource: 'users', recordId: userId, summary: 'password changed' });
  });
}
