import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '../../src/shared/api/session';
import { users } from '../../src/server/db/schema';
import { API, call, createTestApp, DEMO_PASSWORD, demoEmail, login, type TestApp } from './harness';

let t: TestApp;
let app: FastifyInstance;
let ipCounter = 0;

/** Each failing test signs in from its own address, so the per-IP limit stays out of the way. */
const signIn = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.0.0.${++ipCounter}`) =>
  app.inject({ method: 'POST', url: `${API}/auth/login`, payload: payload as object, headers, remoteAddress });

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});

afterAll(async () => {
  await t.close();
});

describe('POST /auth/login', () => {
  it('answers the user id and a token that opens /users/me', async () => {
    const res = await signIn({ email: demoEmail('manager'), password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ id: number; token: string; deviceToken: string }>();
    expect(body.id).toBeGreaterThan(0);
    expect(body.token.length).toBeGreaterThanOrEqual(40);
    expect(body.deviceToken.length).toBeGreaterThanOrEqual(40);
    expect(body.deviceToken).not.toBe(body.token);
    const me = await call(app, body.token, 'GET', '/users/me');
    expect(me.json()).toMatchObject({ id: body.id, email: demoEmail('manager'), scope: 'manager' });
  });

  it('accepts the email in any case', async () => {
    expect((await signIn({ email: 'Sale@Demo.Local', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await signIn({ email: demoEmail('sale'), password: 'not-the-password' });
    const unknown = await signIn({ email: 'nobody@demo.local', password: DEMO_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Email or password is incorrect.',
      });
    }
  });

  it('refuses a locked (deleted) account with 403, and only with the right password', async () => {
    await t.database.db
      .update(users)
      .set({ isDelete: true })
      .where(eq(users.email, demoEmail('qa')));
    try {
      expect((await signIn({ email: demoEmail('qa'), password: DEMO_PASSWORD })).statusCode).toBe(403);
      expect((await signIn({ email: demoEmail('qa'), password: 'wrong-password' })).statusCode).toBe(401);
    } finally {
      await t.database.db
        .update(users)
        .set({ isDelete: false })
        .where(eq(users.email, demoEmail('qa')));
    }
  });

  it('sets an HttpOnly SameSite=Strict cookie and leaves the token out for the web client', async () => {
    const res = await signIn({ email: demoEmail('viewer'), password: DEMO_PASSWORD }, { 'x-bo-client': 'web' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<object>())).toEqual(['id']);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const me = await app.inject({ method: 'GET', url: `${API}/users/me`, cookies: { [SESSION_COOKIE]: cookie.value } });
    expect(me.json()).toMatchObject({ email: demoEmail('viewer') });
  });

  it('answers 429 with Retry-After after five failures for one email, even with the right password', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i++) {
      expect((await signIn({ email: demoEmail('guarantee'), password: `wrong-${i}` }, {}, ip)).statusCode).toBe(401);
    }
    const blocked = await signIn({ email: demoEmail('guarantee'), password: DEMO_PASSWORD }, {}, '10.9.9.10');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toBe(
      'Too many failed sign-in attempts. Try again in 1 minute.',
    );
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.json()).toMatchObject({ details: { retryAfterSeconds: retryAfter } });
    expect((await signIn({ email: demoEmail('leader'), password: DEMO_PASSWORD }, {}, ip)).statusCode).toBe(200);
  });

  // Issue 13, hole 7: this test used to expect a 429 here, locking the whole office out.
  it("does not let twenty failures from one address block another account's right password", async () => {
    const ip = '10.8.8.8';
    for (let i = 0; i < 20; i++) {
      expect((await signIn({ email: `someone${i}@demo.local`, password: 'wrong-password' }, {}, ip)).statusCode).toBe(
        401,
      );
    }
    expect((await signIn({ email: demoEmail('delivery'), password: DEMO_PASSWORD }, {}, ip)).statusCode).toBe(200);
  });

  it.each([
    ['no body', undefined, /JSON object|body/i],
    ['an array', [], /JSON object/],
    ['a missing password', { email: demoEmail('manager') }, /password/],
    ['a missing email', { password: 'x' }, /email/],
    ['a number as email', { email: 12, password: 'x' }, /email/],
    ['an unknown key', { email: demoEmail('manager'), password: DEMO_PASSWORD, admin: true }, /admin/],
    ['an oversized password', { email: demoEmail('manager'), password: 'x'.repeat(200) }, /password/],
    ['an oversized email', { email: `${'a'.repeat(300)}@demo.local`, password: 'x' }, /email/],
  ])('refuses %s with a 400 naming the problem', async (_, payload, message) => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: payload as object,
      remoteAddress: '10.7.7.7',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json<{ message: string }>().message).toMatch(message);
  });
});

describe('POST /auth/logout', () => {
  it('ends the session: the token no longer opens anything', async () => {
    const token = await login(app, demoEmail('designer'));
    expect((await call(app, token, 'GET', '/users/me')).statusCode).toBe(200);
    const out = await call(app, token, 'POST', '/auth/logout', {});
    expect(out.statusCode).toBe(200);
    expect((await call(app, token, 'GET', '/users/me')).statusCode).toBe(401);
  });

  it('clears the web session cookie', async () => {
    const res = await signIn({ email: demoEmail('designer'), password: DEMO_PASSWORD }, { 'x-bo-client': 'web' });
    const value = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const out = await app.inject({
      method: 'POST',
      url: `${API}/auth/logout`,
      headers: { 'x-bo-client': 'web' },
      cookies: { [SESSION_COOKIE]: value },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    const me = await app.inject({ method: 'GET', url: `${API}/users/me`, cookies: { [SESSION_COOKIE]: value } });
    expect(me.statusCode).toBe(401);
  });
});
