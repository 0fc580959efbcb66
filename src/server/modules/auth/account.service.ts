import { badRequest, conflict } from '../../plugins/httpErrors';
import { hashToken, newToken } from '../../plugins/sessionToken';
import { inviteMail, resetPasswordMail } from '../mail/templates';
import { tooManyRequests } from '../../plugins/errors';
import type { AuthRepository } from './auth.repository';
import { tryAgainIn } from './authThrottle';
import type { AuthTokenKind } from './authTokens.repository';
import { defaultPermissionsFor } from './defaultPermissions';
import type { AuthDeps } from './deps';
import { hashPassword } from './password';
import { DAY_MS, HOUR_MS } from '../../../shared/domain/time';

export const RESET_TOKEN_TTL_MS = HOUR_MS;
export const INVITE_TOKEN_DAYS = 7;

export const INVALID_RESET_LINK = 'The reset link is invalid or has expired.';
export const INVALID_INVITE_LINK = 'The invitation link is invalid or has expired.';
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for this email, we have sent it a link to create a new password. Please check your mailbox.';

const displayNameOf = (email: string) => email.split('@')[0] ?? email;

/**
 * A new single-use link token, written through `repo` (the caller's transaction); the user's
 * older unused links of the same kind stop working.
 */
async function issueToken(
  deps: AuthDeps,
  repo: AuthRepository,
  kind: AuthTokenKind,
  user: { id: number; email: string },
  ttlMs: number,
): Promise<string> {
  const token = newToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await repo.revokeAuthTokens(user.id, now, kind);
  await repo.createAuthToken({ kind, userId: user.id, email: user.email, tokenHash: hashToken(token), expiresAt });
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
  if (await deps.repo.findUserByEmail(input.email)) throw conflict('An account with this email already exists.');
  const password = await hashPassword(input.password);
  const user = await deps.repo.transaction(async (tx) => {
    const row = await tx.insertUser({
      email: input.email.toLowerCase(),
      displayName: displayNameOf(input.email),
      password,
      scope: 'staff',
      isOutsource: false,
      permission: {},
      inviteStatus: 'none',
    });
    await tx.audit({
      userId: row.id,
      action: 'create',
      resource: 'users',
      recordId: row.id,
      summary: `${row.email} registered`,
    });
    return row;
  });
  return { id: user.id, email: user.email };
}

/**
 * Mails a one-hour reset link when the email belongs to an active account; silent otherwise.
 * Requests are counted per email (whether or not it has an account) and per address.
 */
export async function forgotPassword(deps: AuthDeps, email: string, ip: string): Promise<void> {
  const wait = await deps.throttle.admitResetRequest(email, ip);
  if (wait > 0) throw tooManyRequests(`Too many password-reset requests. ${tryAgainIn(wait)}`, wait);
  const user = await deps.repo.findUserByEmail(email);
  if (!user || user.isDelete) return;
  const token = await deps.repo.transaction((tx) => issueToken(deps, tx, 'reset', user, RESET_TOKEN_TTL_MS));
  await deps.mailer.send(resetPasswordMail(user.email, link(deps, '/reset-password', token)));
}

/**
 * Uses a reset token once: sets the password, ends every session of the account and revokes
 * its other reset and invitation links, in one transaction.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { password: string; resetPasswordToken: string },
): Promise<void> {
  await deps.repo.transaction(async (tx) => {
    const userId = await tx.consumeAuthToken('reset', hashToken(input.resetPasswordToken), deps.now());
    if (userId === null) throw badRequest(INVALID_RESET_LINK);
    await tx.updateUser(userId, { password: await hashPassword(input.password) });
    await tx.deleteUserSessions(userId);
    await tx.revokeAuthTokens(userId, deps.now());
    await tx.audit({
      userId,
      action: 'password',
      resource: 'users',
      recordId: userId,
      summary: 'password reset with a mailed link',
    });
  });
}

/** Invites an email (a new account, or one not yet accepted) with a role, and mails the link. */
export async function invite(
  deps: AuthDeps,
  caller: { readonly id: number },
  input: { email: string; roleId?: number },
): Promise<{ id: number; email: string; inviteStatus: string }> {
  const role = input.roleId === undefined ? null : await deps.repo.findRole(input.roleId);
  if (input.roleId !== undefined && !role) throw badRequest('roleId: there is no such role.');
  const existing = await deps.repo.findUserByEmail(input.email);
  if (existing && (existing.password || existing.inviteStatus === 'accepted')) {
    throw conflict('An account with this email already exists.');
  }
  const values = {
    roleId: role?.id ?? existing?.roleId ?? null,
    permission: role
      ? await defaultPermissionsFor(deps.repo, { roleId: role.id, userTypeId: existing?.userTypeId ?? null })
      : (existing?.permission ?? {}),
    inviteStatus: 'sent' as const,
    inviteSentAt: deps.now(),
  };
  const { user, token } = await deps.repo.transaction(async (tx) => {
    const row = existing
      ? (await tx.updateUser(existing.id, values))!
      : await tx.insertUser({
          ...values,
          email: input.email.toLowerCase(),
          displayName: displayNameOf(input.email),
          scope: 'staff' as const,
          isOutsource: false,
        });
    await tx.audit({
      userId: caller.id,
      action: existing ? 'update' : 'create',
      resource: 'users',
      recordId: row.id,
      summary: `${row.email} invited`,
      after: { roleId: values.roleId, inviteStatus: 'sent' },
    });
    return { user: row, token: await issueToken(deps, tx, 'invite', row, INVITE_TOKEN_DAYS * DAY_MS) };
  });
  await deps.mailer.send(inviteMail(user.email, link(deps, '/invite', token), INVITE_TOKEN_DAYS));
  return { id: user.id, email: user.email, inviteStatus: 'sent' };
}

/**
 * Accepts an invitation once, in one transaction: names the account, sets its password, marks
 * the invite accepted and revokes the account's other invitation and reset links. A link of a
 * deleted account is spent all the same.
 */
export async function registerByToken(
  deps: AuthDeps,
  input: { password: string; firstName: string; lastName: string; avatar?: string; token: string },
): Promise<{ id: number; email: string }> {
  const accepted = await deps.repo.transaction(async (tx) => {
    const userId = await tx.consumeAuthToken('invite', hashToken(input.token), deps.now());
    const user = userId === null ? null : await tx.findUserById(userId);
    if (!user || user.isDelete) return null;
    const fullName = `${input.firstName} ${input.lastName}`;
    await tx.updateUser(user.id, {
      password: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      fullName,
      displayName: fullName,
      ...(input.avatar ? { avatar: input.avatar } : {}),
      inviteStatus: 'accepted',
    });
    await tx.revokeAuthTokens(user.id, deps.now());
    await tx.audit({
      userId: user.id,
      action: 'update',
      resource: 'users',
      recordId: user.id,
      summary: `${user.email} accepted the invitation`,
    });
    return { id: user.id, email: user.email };
  });
  if (!accepted) throw badRequest(INVALID_INVITE_LINK);
  return accepted;
}
