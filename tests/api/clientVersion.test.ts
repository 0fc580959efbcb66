import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, createTestApp, DEMO_PASSWORD, login, type TestApp } from './harness';

/** Spec section 8's 426: a server that requires desktop 1.4.0 or newer, asked by several copies. */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ minClientVersion: '1.4.0' });
  token = await login(t.app, 'manager@demo.local');
});
afterAll(async () => t?.close());

const me = (version?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${API}/users/me`,
    headers: { authorization: `Bearer ${token}`, ...(version === undefined ? {} : { 'x-bo-client-version': version }) },
  });

describe('the lowest desktop version (MIN_CLIENT_VERSION)', () => {
  it('answers an older copy 426 with the upgrade text, even at sign-in', async () => {
    for (const version of ['1.3.9', '0.1.0', '1.4.0-beta.2', 'v1.2']) {
      const res = await me(version);
      expect(res.statusCode, version).toBe(426);
      expect(res.json()).toMatchObject({
        statusCode: 426,
        message: 'We have had some significant upgrades for the app. Please click below to upgrade your app!',
      });
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      headers: { 'x-bo-client-version': '1.0.0' },
      payload: { email: 'manager@demo.local', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(426);
  });

  it('serves the required version, newer ones, and requests that name none (the browser build)', async () => {
    for (const version of ['1.4.0', '1.4.1', '1.10.0', '2.0.0', undefined]) {
      expect((await me(version)).statusCode, String(version)).toBe(200);
    }
  });

  it('refuses a malformed or oversized version with a 400', async () => {
    for (const version of ['', 'latest', '1.4.0; drop table', '1'.repeat(70)]) {
      const res = await me(version);
      expect(res.statusCode, version).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('x-bo-client-version');
    }
  });

  it('leaves a server without MIN_CLIENT_VERSION open to every version', async () => {
    const open = await createTestApp();
    try {
      const res = await open.app.inject({
        method: 'GET',
        url: `${API}/auth/permissions`,
        headers: { 'x-bo-client-version': '0.0.1' },
      });
      expect(res.statusCode).not.toBe(426);
    } finally {
      await open.close();
    }
  });
});
