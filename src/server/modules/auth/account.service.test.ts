import { beforeAll, describe, expect, it } from 'vitest';
import { statusOf } from '../../plugins/httpErrors';
import { hashToken } from '../../plugins/sessionToken';
import { testUser } from '../../plugins/testUsers';
import {
  forgotPassword,
  INVALID_INVITE_LINK,
  INVALID_RESET_LINK,
  invite,
  register,
  registerByToken,
  resetPassword,
  RESET_TOKEN_TTL_MS,
} from './account.service';
import { fakeAuthDeps } from './auth.fakes';
import type { AuthTokenKind } from './authTokens.repository';
import { hashPassword, verifyPassword } from './password';

/** Registration, password reset and invitations, over the auth repository in memory. */

const IP = '10.0.0.1';
const manager = testUser();
let hash: string;

beforeAll(async () => {
  hash = await hashPassword('Old-password-1');
});

/** The token a mailed link carries. */
const tokenOf = (link: string | undefined) => new URL(link ?? '').searchParams.get('token') ?? '';

function setup() {
  const fake = fakeAuthDeps();
  fake.repo.addUser({ id: 7, email: 'designer@x.io', password: hash });
  fake.repo.t.roles.push({ id: 3, name: 'Designer', permission: { orders: ['get', 'create'], nowhere: ['get'] } });
  fake.repo.t.userTypes[2] = { customers: ['get'] };
  /** Stores a link token `token` of user 7, valid for `ms` from now. */
  const link = (kind: AuthTokenKind, token: string, ms = 60_000, userId = 7) =>
    fake.repo.createAuthToken({
      kind,
      userId,
      email: 'designer@x.io',
      tokenHash: hashToken(token),
      expiresAt: new Date(fake.clock.ms + ms),
    });
  return { ...fake, link };
}

describe('register', () => {
  it('makes a staff account without permissions and audits it', async () => {
    const { deps, repo } = setup();
    const made = await register(deps, { email: 'New.Person@X.io', password: 'Secret-pass-1' }, IP);
    const row = repo.user(made.id);
    expect(made).toEqual({ id: row.id, email: 'new.person@x.io' });
    expect(row).toMatchObject({ displayName: 'New.Person', scope: 'staff', permission: {}, inviteStatus: 'none' });
    expect(await verifyPassword(row.password!, 'Secret-pass-1')).toBe(true);
    expect(repo.t.audited).toEqual([
      { userId: row.id, action: 'create', resource: 'users', recordId: row.id, summary: 'new.person@x.io registered' },
    ]);
  });

  it('refuses an email that has an account, whatever its case (409)', async () => {
    const { deps, repo } = setup();
    expect(await statusOf(register(deps, { email: 'DESIGNER@x.io', password: 'Secret-pass-1' }, IP))).toBe(409);
    expect(repo.t.users).toHaveLength(1);
  });

  it('consults the throttle: a sixth registration from one address within the hour waits (429)', async () => {
    const { deps } = setup();
    for (let i = 0; i < 5; i++) await register(deps, { email: `p${i}@x.io`, password: 'Secret-pass-1' }, IP);
    expect(await statusOf(register(deps, { email: 'p5@x.io', password: 'Secret-pass-1' }, IP))).toBe(429);
  });
});

describe('forgotPassword', () => {
  it('says nothing and mails nothing for an unknown email or a deleted account', async () => {
    const { deps, repo, mailer } = setup();
    repo.addUser({ id: 8, email: 'gone@x.io', password: hash, isDelete: true });
    await forgotPassword(deps, 'nobody@x.io', IP);
    await forgotPassword(deps, 'gone@x.io', IP);
    expect(mailer.sent).toEqual([]);
    expect(repo.t.links).toEqual([]);
  });

  it('mails a one-hour reset link, kept as its hash, and revokes the older reset link', async () => {
    const { deps, repo, mailer, clock, link } = setup();
    await link('reset', 'older');
    await forgotPassword(deps, 'Designer@x.io', IP);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({ to: 'designer@x.io', subject: 'Reset your back office password' });
    expect(mail.link).toMatch(/^https:\/\/office\.example\/reset-password\?token=/);
    expect(repo.t.links).toEqual([
      expect.objectContaining({ tokenHash: hashToken('older'), usedAt: new Date(clock.ms) }),
      expect.objectContaining({
        kind: 'reset',
        userId: 7,
        tokenHash: hashToken(tokenOf(mail.link)),
        expiresAt: new Date(clock.ms + RESET_TOKEN_TTL_MS),
        usedAt: null,
      }),
    ]);
  });

  it('consults the throttle: a fourth request for one email within the hour waits (429)', async () => {
    const { deps, mailer } = setup();
    for (let i = 0; i < 3; i++) await forgotPassword(deps, 'designer@x.io', `10.0.2.${i}`);
    expect(await statusOf(forgotPassword(deps, 'designer@x.io', IP))).toBe(429);
    expect(mailer.sent).toHaveLength(3);
  });
});

describe('resetPassword', () => {
  it('refuses an unknown, expired, spent or invitation token (400), changing nothing', async () => {
    const { deps, repo, clock, link } = setup();
    await link('reset', 'expiring', 1_000);
    await link('invite', 'an invitation');
    await link('reset', 'spent');
    await repo.consumeAuthToken('reset', hashToken('spent'), new Date(clock.ms));
    clock.ms += 1_000;
    for (const token of ['unknown', 'expiring', 'spent', 'an invitation']) {
      await expect(
        resetPassword(deps, { password: 'New-password-2', resetPasswordToken: token }),
      ).rejects.toMatchObject({ statusCode: 400, message: INVALID_RESET_LINK });
    }
    expect(repo.user(7).password).toBe(hash);
    expect(repo.t.audited).toEqual([]);
  });

  it('sets the password, ends every session, revokes every link and audits it, in one transaction', async () => {
    const { deps, repo, clock, link } = setup();
    await link('reset', 'good');
    await link('invite', 'other link');
    await repo.createSession(7, 'phone', new Date(clock.ms + 1_000));
    await repo.createSession(7, 'laptop', new Date(clock.ms + 1_000));
    await resetPassword(deps, { password: 'New-password-2', resetPasswordToken: 'good' });
    expect(repo.transactions).toBe(1);
    expect(await verifyPassword(repo.user(7).password!, 'New-password-2')).toBe(true);
    expect(repo.t.sessions).toEqual([]);
    expect(repo.t.links.map((l) => l.usedAt)).toEqual([new Date(clock.ms), new Date(clock.ms)]);
    expect(repo.t.audited).toEqual([
      { userId: 7, action: 'password', resource: 'users', recordId: 7, summary: 'password reset with a mailed link' },
    ]);
    expect(await statusOf(resetPassword(deps, { password: 'Other-password-3', resetPasswordToken: 'good' }))).toBe(400);
  });

  it('rolls it all back when a write fails, so the link still works', async () => {
    const { deps, repo, clock, link } = setup();
    await link('reset', 'good');
    await repo.createSession(7, 'phone', new Date(clock.ms + 1_000));
    repo.failAudit = true;
    await expect(resetPassword(deps, { password: 'New-password-2', resetPasswordToken: 'good' })).rejects.toThrow(
      'audit write failed',
    );
    expect(repo.user(7).password).toBe(hash);
    expect(repo.t.sessions).toHaveLength(1);
    expect(repo.t.links[0].usedAt).toBeNull();
    repo.failAudit = false;
    await resetPassword(deps, { password: 'New-password-2', resetPasswordToken: 'good' });
    expect(await verifyPassword(repo.user(7).password!, 'New-password-2')).toBe(true);
  });
});

describe('invite', () => {
  it('makes the account with the role’s default permissions, audits it and mails a 7-day link', async () => {
    const { deps, repo, mailer, clock } = setup();
    const answer = await invite(deps, manager, { email: 'Newcomer@x.io', roleId: 3 });
    const row = repo.user(answer.id);
    expect(answer).toEqual({ id: row.id, email: 'newcomer@x.io', inviteStatus: 'sent' });
    expect(row).toMatchObject({
      roleId: 3,
      permission: { orders: ['get', 'create'] },
      inviteStatus: 'sent',
      inviteSentAt: new Date(clock.ms),
      scope: 'staff',
      password: null,
    });
    expect(repo.t.audited).toEqual([
      expect.objectContaining({
        userId: manager.id,
        action: 'create',
        recordId: row.id,
        summary: 'newcomer@x.io invited',
      }),
    ]);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({ to: 'newcomer@x.io', subject: 'You are invited to the back office' });
    expect(mail.link).toMatch(/^https:\/\/office\.example\/invite\?token=/);
    expect(repo.t.links).toEqual([
      expect.objectContaining({
        kind: 'invite',
        userId: row.id,
        tokenHash: hashToken(tokenOf(mail.link)),
        expiresAt: new Date(clock.ms + 7 * 24 * 3600_000),
      }),
    ]);
  });

  it('invites again an account not accepted yet: its role and type’s map, the older link revoked', async () => {
    const { deps, repo, mailer } = setup();
    repo.addUser({ id: 8, email: 'pending@x.io', inviteStatus: 'sent', userTypeId: 2 });
    await repo.createAuthToken({
      kind: 'invite',
      userId: 8,
      email: 'pending@x.io',
      tokenHash: 'older',
      expiresAt: new Date(deps.now().getTime() + 60_000),
    });
    expect(await invite(deps, manager, { email: 'pending@x.io', roleId: 3 })).toMatchObject({ id: 8 });
    expect(repo.user(8).permission).toEqual({ orders: ['get', 'create'], customers: ['get'] });
    expect(repo.t.audited).toEqual([expect.objectContaining({ action: 'update', recordId: 8 })]);
    expect(repo.t.links.map((l) => l.usedAt === null)).toEqual([false, true]);
    expect(mailer.sent).toHaveLength(1);
  });

  it('refuses an unknown role (400) and an account that has a password (409), and mails nothing', async () => {
    const { deps, repo, mailer } = setup();
    expect(await statusOf(invite(deps, manager, { email: 'newcomer@x.io', roleId: 99 }))).toBe(400);
    expect(await statusOf(invite(deps, manager, { email: 'designer@x.io' }))).toBe(409);
    expect(repo.t.users).toHaveLength(1);
    expect(mailer.sent).toEqual([]);
  });
});

describe('registerByToken', () => {
  const accept = { password: 'New-password-2', firstName: 'Lan', lastName: 'Tran', avatar: '/uploads/2026/03/a.png' };

  function withInvitation() {
    const fake = setup();
    fake.repo.addUser({ id: 8, email: 'pending@x.io', inviteStatus: 'sent' });
    return fake;
  }

  it('names the account, sets its password, marks it accepted, revokes its links and audits it, in one transaction', async () => {
    const { deps, repo, clock, link } = withInvitation();
    await link('invite', 'welcome', 60_000, 8);
    await link('reset', 'a reset', 60_000, 8);
    expect(await registerByToken(deps, { ...accept, token: 'welcome' })).toEqual({ id: 8, email: 'pending@x.io' });
    expect(repo.transactions).toBe(1);
    expect(repo.user(8)).toMatchObject({
      firstName: 'Lan',
      lastName: 'Tran',
      fullName: 'Lan Tran',
      displayName: 'Lan Tran',
      avatar: '/uploads/2026/03/a.png',
      inviteStatus: 'accepted',
    });
    expect(await verifyPassword(repo.user(8).password!, 'New-password-2')).toBe(true);
    expect(repo.t.links.map((l) => l.usedAt)).toEqual([new Date(clock.ms), new Date(clock.ms)]);
    expect(repo.t.audited).toEqual([
      { userId: 8, action: 'update', resource: 'users', recordId: 8, summary: 'pending@x.io accepted the invitation' },
    ]);
  });

  it('refuses an unknown token or a reset token (400)', async () => {
    const { deps, link } = withInvitation();
    await link('reset', 'a reset', 60_000, 8);
    for (const token of ['unknown', 'a reset']) {
      await expect(registerByToken(deps, { ...accept, token })).rejects.toMatchObject({
        statusCode: 400,
        message: INVALID_INVITE_LINK,
      });
    }
  });

  it('refuses the link of a deleted account (400) and spends it all the same', async () => {
    const { deps, repo, link } = withInvitation();
    await repo.updateUser(8, { isDelete: true });
    await link('invite', 'welcome', 60_000, 8);
    expect(await statusOf(registerByToken(deps, { ...accept, token: 'welcome' }))).toBe(400);
    expect(repo.t.links[0].usedAt).not.toBeNull();
    expect(repo.user(8).password).toBeNull();
  });

  it('rolls it all back when a write fails, so the link still works', async () => {
    const { deps, repo, link } = withInvitation();
    await link('invite', 'welcome', 60_000, 8);
    repo.failAudit = true;
    await expect(registerByToken(deps, { ...accept, token: 'welcome' })).rejects.toThrow('audit write failed');
    expect(repo.user(8)).toMatchObject({ password: null, inviteStatus: 'sent', firstName: null });
    expect(repo.t.links[0].usedAt).toBeNull();
  });
});
