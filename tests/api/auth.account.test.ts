import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, outbox, users } from '../../src/server/db/schema';
import { API, call, createTestApp, DEMO_PASSWORD, demoEmail, login, type TestApp } from './harness';

let t: TestApp;
let app: FastifyInstance;

const post = (path: string, payload: unknown, token: string | null = null) => call(app, token, 'POST', path, payload);
const signIn = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email, password },
    remoteAddress: `10.1.${email.length}.${password.length}`,
  });

/** The token of the newest mail to `to`, read from its link. */
async function mailedToken(to: string, path: string): Promise<string> {
  const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  const match = new RegExp(`${path}\\?token=([\\w%-]+)`).exec(mail?.body ?? '');
  if (!match) throw new Error(`no ${path} link mailed to ${to}`);
  return decodeURIComponent(match[1]);
}

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});

afterAll(async () => {
  await t.close();
});

describe('POST /auth/register', () => {
  it('creates a staff account without a role or permissions that can sign in', async () => {
    const res = await post('/auth/register', { email: 'new.staff@demo.local', password: 'secret1' });
    expect(res.statusCode).toBe(201);
    expect((await signIn('new.staff@demo.local', 'secret1')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'new.staff@demo.local'));
    expect(row).toMatchObject({ scope: 'staff', roleId: null, permission: {}, isOutsource: false });
    expect(row.password).toMatch(/^\$argon2id\$/);
  });

  it('answers 409 for an email that already has an account, in any case', async () => {
    const res = await post('/auth/register', { email: 'Manager@demo.local', password: 'secret1' });
    expect(res.statusCode).toBe(409);
  });

  it.each([
    [{ email: 'short@demo.local', password: '12345' }, /at least 6/],
    [{ email: 'not-an-email', password: 'secret1' }, /email/],
    [{ email: 'x@demo.local' }, /password/],
    [{ email: 'x@demo.local', password: 'secret1', scope: 'manager' }, /scope/],
    [{ email: 'x@demo.local', password: 'p'.repeat(129) }, /password/],
  ])('refuses %j', async (payload, message) => {
    const res = await post('/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const known = await post('/auth/forgotPassword', { email: demoEmail('designer') });
    const unknown = await post('/auth/forgotPassword', { email: 'nobody@demo.local' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await t.database.db.select().from(outbox).where(eq(outbox.to, 'nobody@demo.local'))).toHaveLength(0);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, demoEmail('designer')));
    expect(mail.body).toMatch(/https?:\/\/\S+\/reset-password\?token=[\w-]+/);
  });

  it('resets once with the mailed token, ends old sessions, and refuses the token again', async () => {
    const oldSession = await login(app, demoEmail('designer'));
    await post('/auth/forgotPassword', { email: demoEmail('designer') });
    const token = await mailedToken(demoEmail('designer'), '/reset-password');
    const res = await post('/auth/resetPassword', { password: 'brand-new-1', resetPasswordToken: token });
    expect(res.statusCode).toBe(200);
    expect((await call(app, oldSession, 'GET', '/users/me')).statusCode).toBe(401);
    expect((await signIn(demoEmail('designer'), 'brand-new-1')).statusCode).toBe(200);
    expect((await signIn(demoEmail('designer'), DEMO_PASSWORD)).statusCode).toBe(401);
    const again = await post('/auth/resetPassword', { password: 'another-22', resetPasswordToken: token });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toBe('The reset link is invalid or has expired.');
  });

  it('refuses an expired reset token', async () => {
    await post('/auth/forgotPassword', { email: demoEmail('sale') });
    const token = await mailedToken(demoEmail('sale'), '/reset-password');
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.email, demoEmail('sale')));
    const res = await post('/auth/resetPassword', { password: 'brand-new-1', resetPasswordToken: token });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('The reset link is invalid or has expired.');
    expect((await signIn(demoEmail('sale'), DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [{ password: 'brand-new-1', resetPasswordToken: 'made-up' }, 400, /invalid or has expired/],
    [{ password: 'short', resetPasswordToken: 'made-up' }, 400, /at least 6/],
    [{ password: 'brand-new-1' }, 400, /resetPasswordToken/],
    [{ password: 'brand-new-1', resetPasswordToken: 't'.repeat(600) }, 400, /resetPasswordToken/],
    [{ password: 'brand-new-1', resetPasswordToken: 'x', userId: 1 }, 400, /userId/],
  ])('refuses %j', async (payload, status, message) => {
    const res = await post('/auth/resetPassword', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });

  it('refuses a forgot-password body without a valid email', async () => {
    expect((await post('/auth/forgotPassword', {})).statusCode).toBe(400);
    expect((await post('/auth/forgotPassword', { email: 'nope' })).statusCode).toBe(400);
  });
});

describe('invitations', () => {
  it('invites with a role, accepts once with the mailed token, and refuses the token again', async () => {
    const manager = await login(app, demoEmail('manager'));
    const res = await post('/users/invite', { email: 'invited@demo.local', roleId: 7 }, manager);
    expect(res.statusCode).toBe(201);
    const token = await mailedToken('invited@demo.local', '/invite');
    const accept = { password: 'invited-1', firstName: 'Thảo', lastName: 'Nguyễn', token };
    expect((await post('/auth/registerByToken', accept)).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'invited@demo.local'));
    expect(row).toMatchObject({ roleId: 7, inviteStatus: 'accepted', firstName: 'Thảo', displayName: 'Thảo Nguyễn' });
    expect(row.permission).toMatchObject({ orders: ['get', 'getOne'] });
    expect((await signIn('invited@demo.local', 'invited-1')).statusCode).toBe(200);
    const reused = await post('/auth/registerByToken', { ...accept, password: 'hijack-1' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ message: string }>().message).toBe('The invitation link is invalid or has expired.');
    expect((await post('/users/invite', { email: 'invited@demo.local' }, manager)).statusCode).toBe(409);
  });

  it('refuses an expired invitation', async () => {
    const manager = await login(app, demoEmail('manager'));
    await post('/users/invite', { email: 'late@demo.local' }, manager);
    const token = await mailedToken('late@demo.local', '/invite');
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(authTokens.email, 'late@demo.local'));
    const res = await post('/auth/registerByToken', { password: 'late-123', firstName: 'A', lastName: 'B', token });
    expect(res.statusCode).toBe(400);
  });

  it('needs users.create to invite, and a real role', async () => {
    const viewer = await login(app, demoEmail('viewer'));
    expect((await post('/users/invite', { email: 'x@demo.local' }, viewer)).statusCode).toBe(403);
    expect((await post('/users/invite', { email: 'x@demo.local' })).statusCode).toBe(401);
    const manager = await login(app, demoEmail('manager'));
    expect((await post('/users/invite', { email: 'x@demo.local', roleId: 999 }, manager)).statusCode).toBe(400);
    expect((await post('/users/invite', { email: 'x@demo.local', scope: 'manager' }, manager)).statusCode).toBe(400);
  });

  it('refuses registerByToken bodies with missing names, short passwords or unknown keys', async () => {
    for (const payload of [
      { password: 'secret1', lastName: 'B', token: 'x' },
      { password: 'short', firstName: 'A', lastName: 'B', token: 'x' },
      { password: 'secret1', firstName: 'A', lastName: 'B', token: 'x', roleId: 1 },
      { password: 'secret1', firstName: 'A'.repeat(101), lastName: 'B', token: 'x' },
    ]) {
      expect((await post('/auth/registerByToken', payload)).statusCode).toBe(400);
    }
  });
});

describe('POST /auth/changePassword', () => {
  it('changes the password: the old one fails, the new one works, the current session stays', async () => {
    const token = await login(app, demoEmail('delivery'));
    const other = await login(app, demoEmail('delivery'));
    const res = await post('/auth/changePassword', { password: 'changed-123' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe('Password has been changed');
    expect((await signIn(demoEmail('delivery'), DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(demoEmail('delivery'), 'changed-123')).statusCode).toBe(200);
    expect((await call(app, token, 'GET', '/users/me')).statusCode).toBe(200);
    expect((await call(app, other, 'GET', '/users/me')).statusCode).toBe(401);
  });

  it('needs a session and a password of at least 6 characters', async () => {
    expect((await post('/auth/changePassword', { password: 'changed-123' })).statusCode).toBe(401);
    const token = await login(app, demoEmail('guarantee'));
    expect((await post('/auth/changePassword', { password: '123' }, token)).statusCode).toBe(400);
    expect((await post('/auth/changePassword', { password: 'abcdef', old: 'x' }, token)).statusCode).toBe(400);
    expect((await post('/auth/changePassword', ['abcdef'], token)).statusCode).toBe(400);
  });
});
