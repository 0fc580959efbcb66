import { beforeAll, describe, expect, it } from 'vitest';
import { statusOf } from '../../plugins/httpErrors';
import { hashToken } from '../../plugins/sessionToken';
import { fakeAuthDeps } from './auth.fakes';
import type { AuthDeps } from './deps';
import { hashPassword, verifyPassword } from './password';
import { changePassword, INVALID_CREDENTIALS, login, logout, SESSION_TTL_MS } from './session.service';

/** Signing in and out and changing one's password, over the auth repository in memory. */

const PASSWORD = 'Right-password-1';
const IP = '10.0.0.1';
let hash: string;

beforeAll(async () => {
  hash = await hashPassword(PASSWORD);
});

function setup() {
  const fake = fakeAuthDeps();
  fake.repo.addUser({ id: 7, email: 'Designer@X.io', password: hash });
  return fake;
}

describe('login', () => {
  it('opens a session kept as its token’s hash, for 30 days, and gives the device a token', async () => {
    const { deps, repo, clock } = setup();
    const signedIn = await login(deps, { email: 'designer@x.io', password: PASSWORD }, IP);
    expect(signedIn.userId).toBe(7);
    expect(signedIn.expiresAt.getTime()).toBe(clock.ms + SESSION_TTL_MS);
    expect(repo.t.sessions).toEqual([expect.objectContaining({ userId: 7, tokenHash: hashToken(signedIn.token) })]);
    expect(repo.t.devices).toEqual([
      expect.objectContaining({ userId: 7, tokenHash: hashToken(signedIn.device.token) }),
    ]);
  });

  it('answers a wrong password and an unknown email with the same 401, and opens no session', async () => {
    const { deps, repo } = setup();
    const wrong = login(deps, { email: 'designer@x.io', password: 'Wrong-password-1' }, IP);
    await expect(wrong).rejects.toMatchObject({ statusCode: 401, message: INVALID_CREDENTIALS });
    const unknown = login(deps, { email: 'nobody@x.io', password: PASSWORD }, IP);
    await expect(unknown).rejects.toMatchObject({ statusCode: 401, message: INVALID_CREDENTIALS });
    expect(repo.t.sessions).toEqual([]);
  });

  it('refuses an account without a password yet (an invitation not accepted) like a wrong one', async () => {
    const { deps, repo } = setup();
    repo.addUser({ id: 8, email: 'invited@x.io', inviteStatus: 'sent' });
    expect(await statusOf(login(deps, { email: 'invited@x.io', password: PASSWORD }, IP))).toBe(401);
  });

  it('tells a locked account so only once its password is right', async () => {
    const { deps, repo } = setup();
    repo.addUser({ id: 9, email: 'locked@x.io', password: hash, isDelete: true });
    expect(await statusOf(login(deps, { email: 'locked@x.io', password: 'Wrong-password-1' }, IP))).toBe(401);
    const locked = login(deps, { email: 'locked@x.io', password: PASSWORD }, IP);
    await expect(locked).rejects.toThrow('This account is locked. Ask a manager to unlock it.');
    expect(await statusOf(login(deps, { email: 'locked@x.io', password: PASSWORD }, IP))).toBe(403);
    expect(repo.t.sessions).toEqual([]);
  });

  /** Five wrong passwords for designer@x.io from five addresses: the account's lock. */
  async function failFiveTimes(deps: AuthDeps): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(await statusOf(login(deps, { email: 'designer@x.io', password: 'Wrong' }, `10.0.1.${i}`)));
    }
    return statuses;
  }

  it('consults the throttle: after five failures the right password waits too (429)', async () => {
    const { deps, repo } = setup();
    expect(await failFiveTimes(deps)).toEqual([401, 401, 401, 401, 401]);
    const waiting = login(deps, { email: 'designer@x.io', password: PASSWORD }, IP);
    await expect(waiting).rejects.toThrow('Too many failed sign-in attempts. Try again in 1 minute.');
    expect(await statusOf(login(deps, { email: 'designer@x.io', password: PASSWORD }, IP))).toBe(429);
    expect(repo.t.sessions).toEqual([]);
  });

  it('lets a device that signed in before past the account’s lock, and replaces its token', async () => {
    const { deps, repo } = setup();
    const first = await login(deps, { email: 'designer@x.io', password: PASSWORD }, IP);
    await failFiveTimes(deps);
    const again = await login(deps, { email: 'designer@x.io', password: PASSWORD }, IP, first.device.token);
    expect(again.userId).toBe(7);
    expect(repo.t.devices.map((d) => d.tokenHash)).toEqual([hashToken(again.device.token)]);
  });

  it('does not know a device by another account’s token', async () => {
    const { deps, repo } = setup();
    repo.addUser({ id: 10, email: 'other@x.io', password: hash });
    const other = await login(deps, { email: 'other@x.io', password: PASSWORD }, IP);
    await failFiveTimes(deps);
    const status = await statusOf(login(deps, { email: 'designer@x.io', password: PASSWORD }, IP, other.device.token));
    expect(status).toBe(429);
  });
});

describe('logout', () => {
  it('deletes the session it is called with, and nothing without one', async () => {
    const { deps, repo } = setup();
    await login(deps, { email: 'designer@x.io', password: PASSWORD }, IP);
    await login(deps, { email: 'designer@x.io', password: PASSWORD }, IP);
    const [first, second] = repo.t.sessions;
    await logout(deps, null);
    expect(repo.t.sessions).toHaveLength(2);
    await logout(deps, first.id);
    expect(repo.t.sessions).toEqual([second]);
  });
});

describe('changePassword', () => {
  async function withSessions() {
    const fake = setup();
    for (const userId of [7, 7, 7, 8]) await fake.repo.createSession(userId, `hash ${userId}`, new Date(fake.clock.ms));
    await fake.repo.createAuthToken({
      kind: 'reset',
      userId: 7,
      email: 'designer@x.io',
      tokenHash: 'link',
      expiresAt: new Date(fake.clock.ms + 60_000),
    });
    return fake;
  }

  it('sets the password, keeps only the current session, revokes the links and audits it, in one transaction', async () => {
    const { deps, repo, clock } = await withSessions();
    const current = repo.t.sessions[1].id;
    await changePassword(deps, 7, current, 'New-password-2');
    expect(repo.transactions).toBe(1);
    expect(await verifyPassword(repo.user(7).password!, 'New-password-2')).toBe(true);
    expect(repo.t.sessions.map((s) => [s.userId, s.id])).toEqual([
      [7, current],
      [8, expect.any(Number)],
    ]);
    expect(repo.t.links[0].usedAt).toEqual(new Date(clock.ms));
    expect(repo.t.audited).toEqual([
      { userId: 7, action: 'password', resource: 'users', recordId: 7, summary: 'password changed' },
    ]);
  });

  it('ends every session of the user when called without one (an API token)', async () => {
    const { deps, repo } = await withSessions();
    await changePassword(deps, 7, null, 'New-password-2');
    expect(repo.t.sessions.map((s) => s.userId)).toEqual([8]);
  });

  it('changes nothing when a write of the transaction fails', async () => {
    const { deps, repo } = await withSessions();
    repo.failAudit = true;
    await expect(changePassword(deps, 7, null, 'New-password-2')).rejects.toThrow('audit write failed');
    expect(repo.user(7).password).toBe(hash);
    expect(repo.t.sessions).toHaveLength(4);
    expect(repo.t.links[0].usedAt).toBeNull();
  });
});
