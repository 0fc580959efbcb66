import { writeAudit } from '../../db/audit';
import { badRequest, conflict } from '../../plugins/httpErrors';
import { hashToken, newToken } from '../../plugins/sessionToken';
import { inviteMail, resetPasswordMail } from '../mail/templates';
import { tooManyRequests } from '../../plugins/errors';
import { tryAgainIn } from './authThrottle';
import { consumeAuthToken, createAuthToken, revokeAuthTokens, type AuthTokenKind } from './authTokens.repository';
import { defaultPermissionsFor } from './defaultPermissions';
import type { AuthDeps } from './deps';
import { hashPassword } from './password';
import { deleteUserSessions } from './sessions.repository';
import { findRole, findUserByEmail, findUserById, insertUser, updateUser } from './users.repository';
import { DAY_MS, HOUR_MS } from '../../../shared/domain/time';

export const RESET_TOKEN_TTL_MS = HOUR_MS;
export const INVITE_TOKEN_DAYS = 7;

export const INVALID_RESET_LINK = 'The reset link is invalid or has expired.';
export const INVALID_INVITE_LINK = 'The invitation link is invalid or has expired.';
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for this email, we have sent it a link to create a new password. Please check your mailbox.';

const displayNameOf = (email: string) => email.split('@')[0] ?? email;

/** A new single-use link token; the user's older unused links of the same kind stop working. */
async function issueToken(
  deps: AuthDeps,
  kind: AuthTokenKind,
  user: { id: number; email: string },
  ttlMs: number,
): Promise<string> {
  const token = newToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await revokeAuthTokens(deps.db, user.id, now, kind);
  await createAuthToken(deps.db, { kind, userId: user.id, email: user.email, tokenHash: hashToken(token), expiresAt });
  return token;
}

const link = (deps: AuthDeps, path: string, token: string) =>
  `${deps.publicBaseUrl()}${path}?token=${encodeURIComponent(token)}`;

/**
 * Self-registration: a staff account with no role and no permissions until a manager grants
 * some. At most a few per address and hour.
 */
export async function register(
  deps: AuthDeps,
  input: { email: string; password: string },
  ip: string,
): Promise<{ id: number; email: string }> {
  const wait = await deps.throttle.admitRegistration(ip);
  if (wait > 0) throw tooManyRequests(`Too many accounts registered from this address. ${tryAgainIn(wait)}`, wait);
  if (await findUserByEmail(deps.db, input.email)) throw conflict('An account with this email already exists.');
  const user = await insertUser(deps.db, {
    email: input.email.toLowerCase(),
    displayName: displayNameOf(input.email),
    password: await hashPassword(input.password),
    scope: 'staff',
    isOutsource: false,
    permission: {},
    inviteStatus: 'none',
  });
  await writeAudit(deps.db, [
    { userId: user.id, action: 'create', resource: 'users', recordId: user.id, summary: `${user.email} registered` },
  ]);
  return { id: user.id, email: user.email };
}

/**
 * Mails a one-hour reset link when the email belongs to an active account; silent otherwise.
 * Requests are counted per email (whether or not it has an account) and per address.
 */
export async function forgotPassword(deps: AuthDeps, email: string, ip: string): Promise<void> {
  const wait = await deps.throttle.admitResetRequest(email, ip);
  if (wait > 0) throw tooManyRequests(`Too many password-reset requests. ${tryAgainIn(wait)}`, wait);
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.isDelete) return;
  const token = await issueToken(deps, 'reset', user, RESET_TOKEN_TTL_MS);
  await deps.mailer.send(resetPasswordMail(user.email, link(deps, '/reset-password', token)));
}

/**
 * Uses a reset token once: sets the password, ends every session of the account and revokes
 * its other reset and invitation links.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { password: string; resetPasswordToken: string },
): Promise<void> {
  const userId = await consumeAuthToken(deps.db, 'reset', hashToken(input.resetPasswordToken), deps.now());
  if (userId === null) throw badRequest(INVALID_RESET_LINK);
  await updateUser(deps.db, userId, { password: await hashPassword(input.password) });
  await deleteUserSessions(deps.db, userId);
  await revokeAuthTokens(deps.db, userId, deps.now());
  await writeAudit(deps.db, [
    { userId, action: 'password', resource: 'users', recordId: userId, summary: 'password reset with a mailed link' },
  ]);
}

/** Invites an email (a new account, or one not yet accepted) with a role, and mails the link. */
export async function invite(
  deps: AuthDeps,
  caller: { readonly id: number },
  input: { email: string; roleId?: number },
): Promise<{ id: number; email: string; inviteStatus: string }> {
  const role = input.roleId === undefined ? null : await findRole(deps.db, input.roleId);
  if (input.roleId !== undefined && !role) throw badRequest('roleId: there is no such role.');
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing && (existing.password || existing.inviteStatus === 'accepted')) {
    throw conflict('An account with this email already exists.');
  }
  const values = {
    roleId: role?.id ?? existing?.roleId ?? null,
    permission: role
      ? await defaultPermissionsFor(deps.db, { roleId: role.id, userTypeId: existing?.userTypeId ?? null })
      : (existing?.permission ?? {}),
    inviteStatus: 'sent' as const,
    inviteSentAt: deps.now(),
  };
  const user = existing
    ? (await updateUser(deps.db, existing.id, values))!
    : await insertUser(deps.db, {
        ...values,
        email: input.email.toLowerCase(),
        displayName: displayNameOf(input.email),
        scope: 'staff' as const,
        isOutsource: false,
      });
  await writeAudit(deps.db, [
    {
      userId: caller.id,
      action: existing ? 'update' : 'create',
      resource: 'users',
      recordId: user.id,
      summary: `${user.email} invited`,
      after: { roleId: values.roleId, inviteStatus: 'sent' },
    },
  ]);
  const token = await issueToken(deps, 'invite', user, INVITE_TOKEN_DAYS * DAY_MS);
  await deps.mailer.send(inviteMail(user.email, link(deps, '/invite', token), INVITE_TOKEN_DAYS));
  return { id: user.id, email: user.email, inviteStatus: 'sent' };
}

/**
 * Accepts an invitation once: names the account, sets its password, marks the invite accepted
 * and revokes the account's other invitation and reset links.
 */
export async function registerByToken(
  deps: AuthDeps,
  input: { password: string; firstName: string; lastName: string; avatar?: string; token: string },
): Promise<{ id: number; email: string }> {
  const userId = await consumeAuthToken(deps.db, 'invite', hashToken(input.token), deps.now());
  const user = userId === null ? null : await findUserById(deps.db, userId);
  if (!user || user.isDelete) throw badRequest(INVALID_INVITE_LINK);
  const fullName = `${input.firstName} ${input.lastName}`;
  await updateUser(deps.db, user.id, {
    password: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    fullName,
    displayName: fullName,
    ...(input.avatar ? { avatar: input.avatar } : {}),
    inviteStatus: 'accepted',
  });
  await revokeAuthTokens(deps.db, user.id, deps.now());
  await writeAudit(deps.db, [
    {
      userId: user.id,
      action: 'update',
      resource: 'users',
      recordId: user.id,
      summary: `${user.email} accepted the invitation`,
    },
  ]);
  return { id: user.id, email: user.email };
}
