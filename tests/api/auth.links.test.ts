import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../src/server/db/schema';
import { createAuthToken } from '../../src/server/modules/auth/authTokens.repository';
import { hashToken, newToken } from '../../src/server/plugins/sessionToken';
import { API, call, createTestApp, DEMO_PASSWORD, demoEmail, login, type TestApp } from './harness';

/** Issue 13, hole 5: an older or spent reset (or invitation) link sets no password. */

let t: TestApp;
let app: FastifyInstance;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});

afterAll(async () => {
  await t.close();
});

/** Each request from its own address, so the reset-mail limit per address stays out of the way. */
const post = (path: string, payload: object, token: string | null = null) =>
  app.inject({
    method: 'POST',
    url: `${API}${path}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: `10.70.0.${++ipCounter}`,
  });

const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email, password }, remoteAddress: '10.71.0.1' });

/** Asks for a reset link and answers the token mailed in it. */
async function requestResetLink(email: string): Promise<string> {
  expect((await post('/auth/forgotPassword', { email })).statusCode).toBe(200);
  return newestLinkToken(email, '/reset-password');
}

async function newestLinkToken(to: string, path: string): Promise<string> {
  const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  const match = new RegExp(`${path}\\?token=([\\w%-]+)`).exec(mail?.body ?? '');
  if (!match) throw new Error(`no ${path} link mailed to ${to}`);
  return decodeURIComponent(match[1]);
}

/** A second link of the same kind, as if issued at the same moment as another (a race the API cannot stage). */
async function extraLink(kind: 'reset' | 'invite', email: string): Promise<string> {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  const token = newToken();
  await createAuthToken(t.database.db, {
    kind,
    userId: user.id,
    email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return token;
}

function expectInvalidLink(res: LightMyRequestResponse, message = 'The reset link is invalid or has expired.') {
  expect(res.statusCode).toBe(400);
  expect(res.json<{ message: string }>().message).toBe(message);
}

const reset = (token: string, password: string) => post('/auth/resetPassword', { password, resetPasswordToken: token });
const isOpen = async (session: string) => (await call(app, session, 'GET', '/users/me')).statusCode === 200;

describe('reset links', () => {
  it('a newer reset link revokes the older one: the password and the sessions stay', async () => {
    const email = demoEmail('designer');
    const session = await login(app, email);
    const older = await requestResetLink(email);
    const newer = await requestResetLink(email);
    expectInvalidLink(await reset(older, 'from-old-link-1'));
    expect((await signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await isOpen(session)).toBe(true);

    expect((await reset(newer, 'from-new-link-1')).statusCode).toBe(200);
    expect((await signIn(email, 'from-new-link-1')).statusCode).toBe(200);
  });

  it('using a reset link revokes the others of the account, the invitation links included', async () => {
    const email = demoEmail('sale');
    const used = await requestResetLink(email);
    const other = await extraLink('reset', email);
    const invite = await extraLink('invite', email);
    expect((await reset(used, 'reset-once-1')).statusCode).toBe(200);
    expect((await signIn(email, DEMO_PASSWORD)).statusCode).toBe(401);
    const fresh = (await signIn(email, 'reset-once-1')).json<{ token: string }>().token;

    expectInvalidLink(await reset(other, 'second-link-1'));
    const accept = await post('/auth/registerByToken', {
      password: 'via-invite-1',
      firstName: 'A',
      lastName: 'B',
      token: invite,
    });
    expectInvalidLink(accept, 'The invitation link is invalid or has expired.');
    expect((await signIn(email, 'reset-once-1')).statusCode).toBe(200);
    expect(await isOpen(fresh)).toBe(true);
  });

  it('changing the password revokes every reset link of the account', async () => {
    const email = demoEmail('leader');
    const link = await requestResetLink(email);
    const session = await login(app, email);
    expect((await post('/auth/changePassword', { password: 'changed-pw-1' }, session)).statusCode).toBe(200);
    expectInvalidLink(await reset(link, 'from-link-1'));
    expect((await signIn(email, 'changed-pw-1')).statusCode).toBe(200);
    expect(await isOpen(session)).toBe(true);
  });

  it("revokes only that account's links", async () => {
    const mine = await requestResetLink(demoEmail('qa'));
    await requestResetLink(demoEmail('viewer'));
    expect((await reset(mine, 'qa-new-pw-1')).statusCode).toBe(200);
  });
});

describe('invitation links', () => {
  it('a new invitation revokes the older link; accepting one revokes the others', async () => {
    const manager = await login(app, demoEmail('manager'));
    const email = 'twice.invited@demo.local';
    expect((await post('/users/invite', { email }, manager)).statusCode).toBe(201);
    const older = await newestLinkToken(email, '/invite');
    expect((await post('/users/invite', { email }, manager)).statusCode).toBe(201);
    const newer = await newestLinkToken(email, '/invite');
    const spare = await extraLink('invite', email);
    const accept = (token: string, password: string) =>
      post('/auth/registerByToken', { password, firstName: 'Mai', lastName: 'Trần', token });

    expectInvalidLink(await accept(older, 'older-link-1'), 'The invitation link is invalid or has expired.');
    expect((await accept(newer, 'newer-link-1')).statusCode).toBe(201);
    expectInvalidLink(await accept(spare, 'spare-link-1'), 'The invitation link is invalid or has expired.');
    expect((await signIn(email, 'newer-link-1')).statusCode).toBe(200);
  });
});
