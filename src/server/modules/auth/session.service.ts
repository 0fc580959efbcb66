import { writeAudit } from '../../db/audit';
import { forbidden, HttpError, unauthorized } from '../../plugins/httpErrors';
import { hashToken, newToken } from '../../plugins/sessionToken';
import { revokeAuthTokens } from './authTokens.repository';
import type { AuthDeps } from './deps';
import { hashPassword, verifyPassword } from './password';
import { createSession, deleteSession, deleteUserSessions } from './sessions.repository';
import { findUserByEmail, updateUser } from './users.repository';
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
  await createSession(deps.db, userId, hashToken(token), expiresAt);
  return { userId, token, expiresAt };
}

/**
 * Checks the credentials and opens a session. Wrong email and wrong password get the same
 * 401 after the same Argon2 work; a locked account is a 403 only once its password is right;
 * repeated failures are a 429 until the window passes.
 */
export async function login(
  deps: AuthDeps,
  input: { email: string; password: string },
  ip: string,
): Promise<NewSession> {
  const wait = deps.throttle.retryAfter(input.email, ip);
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60_000);
    throw new HttpError(
      429,
      `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      {
        retryAfterSeconds: Math.ceil(wait / 1000),
      },
    );
  }
  const user = await findUserByEmail(deps.db, input.email);
  const matches = await verifyPassword(user?.password ?? (await decoy()), input.password);
  if (!user?.password || !matches) {
    deps.throttle.recordFailure(input.email, ip);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (user.isDelete) throw forbidden('This account is locked. Ask a manager to unlock it.');
  deps.throttle.recordSuccess(input.email);
  return openSession(deps, user.id);
}

export async function logout(deps: AuthDeps, sessionId: number | null): Promise<void> {
  if (sessionId !== null) await deleteSession(deps.db, sessionId);
}

/** Sets a new password, signs the user out of every other session and revokes their reset and invitation links. */
export async function changePassword(
  deps: AuthDeps,
  userId: number,
  sessionId: number | null,
  password: string,
): Promise<void> {
  await updateUser(deps.db, userId, { password: await hashPassword(password) });
  await deleteUserSessions(deps.db, userId, sessionId ?? undefined);
  await revokeAuthTokens(deps.db, userId, deps.now());
  await writeAudit(deps.db, [
    { userId, action: 'password', resource: 'users', recordId: userId, summary: 'password changed' },
  ]);
}
