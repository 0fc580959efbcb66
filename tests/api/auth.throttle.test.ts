import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTokens, outbox, rateLimits, users } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/plugins/sessionToken';
import { DEVICE_COOKIE, DEVICE_HEADER } from '../../src/shared/api/session';
import { API, DEMO_PASSWORD, demoEmail, type TestApp, createTestApp } from './harness';

/** Issue 13, hole 7: sign-in, password-reset and registration limits that hold in the database. */

let t: TestApp;
let app: FastifyInstance;
let ipCounter = 0;
const freshIp = () => `10.60.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});

afterAll(async () => {
  await t.close();
});

interface SignIn {
  readonly email: string;
  readonly password?: string;
  readonly ip?: string;
  readonly device?: string;
  readonly headers?: Record<string, string>;
  readonly cookies?: Record<string, string>;
}

function signIn({ email, password = DEMO_PASSWORD, ip = freshIp(), device, headers = {}, cookies }: SignIn) {
  return app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email, password },
    remoteAddress: ip,
    headers: device ? { ...headers, [DEVICE_HEADER]: device } : headers,
    cookies,
  });
}

const post = (path: string, payload: object, ip: string) =>
  app.inject({ method: 'POST', url: `${API}${path}`, payload, remoteAddress: ip });

/** Five wrong passwords, each from its own address: the account is locked for a minute. */
async function lock(email: string): Promise<void> {
  for (let i = 0; i < 5; i++) expect((await signIn({ email, password: `wrong-${i}` })).statusCode).toBe(401);
}

/** As if the running locks of this counter were waited out: their end moves into the past. */
async function waitOut(bucket: string, key: string): Promise<void> {
  await t.database.db
    .update(rateLimits)
    .set({ blockedUntil: new Date(Date.now() - 1000) })
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key)));
}

/** A 429 with `Retry-After` of at most `seconds` (and within `slack` of it); answers the header's value. */
function expectThrottled(res: LightMyRequestResponse, seconds: number, message?: string, slack = 10): number {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(seconds - slack);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
  expect(res.json()).toMatchObject({ statusCode: 429, details: { retryAfterSeconds: retryAfter } });
  if (message) expect(res.json<{ message: string }>().message).toBe(message);
  return retryAfter;
}

const deviceTokenOf = (res: LightMyRequestResponse) => res.json<{ deviceToken: string }>().deviceToken;
const mailsTo = async (to: string) => (await t.database.db.select().from(outbox).where(eq(outbox.to, to))).length;

describe('sign-in: per account', () => {
  it('locks an account after five failures from any address, with Retry-After, and the lock grows to 15 minutes', async () => {
    const email = demoEmail('designer');
    await lock(email);
    expectThrottled(await signIn({ email }), 60, 'Too many failed sign-in attempts. Try again in 1 minute.');
    for (const minutes of [2, 4, 8, 15, 15]) {
      await waitOut('login:account', email);
      expect((await signIn({ email, password: 'still-wrong' })).statusCode).toBe(401);
      const plural = minutes === 1 ? 'minute' : 'minutes';
      expectThrottled(
        await signIn({ email }),
        minutes * 60,
        `Too many failed sign-in attempts. Try again in ${minutes} ${plural}.`,
      );
    }
  });

  it("a right password resets the account's count", async () => {
    const email = demoEmail('manager');
    for (let i = 0; i < 4; i++) expect((await signIn({ email, password: 'wrong' })).statusCode).toBe(401);
    expect((await signIn({ email })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn({ email, password: 'wrong' })).statusCode).toBe(401);
    expect((await signIn({ email })).statusCode).toBe(200);
  });

  it('counts an unknown email like a real one, so a lock tells nothing', async () => {
    await lock('nobody.here@demo.local');
    expectThrottled(await signIn({ email: 'Nobody.Here@demo.local' }), 60);
  });
});

describe('sign-in: known devices', () => {
  it('the right password from a device that signed in before passes a locked account (desktop header)', async () => {
    const email = demoEmail('sale');
    const first = await signIn({ email });
    expect(first.statusCode).toBe(200);
    const device = deviceTokenOf(first);
    const [stored] = await t.database.db
      .select()
      .from(deviceTokens)
      .where(eq(deviceTokens.tokenHash, hashToken(device)));
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);

    await lock(email);
    expectThrottled(await signIn({ email }), 60);
    const fromDevice = await signIn({ email, device });
    expect(fromDevice.statusCode).toBe(200);
    const renewed = deviceTokenOf(fromDevice);
    expect(renewed).not.toBe(device);

    // The success reset the account; once locked again, only the renewed token is known.
    await lock(email);
    expectThrottled(await signIn({ email, device }), 60);
    expect((await signIn({ email, device: renewed })).statusCode).toBe(200);
  });

  it('does not open a locked account with the device token of another account, or an expired one', async () => {
    const leaderDevice = deviceTokenOf(await signIn({ email: demoEmail('leader') }));
    const own = deviceTokenOf(await signIn({ email: demoEmail('delivery') }));
    await lock(demoEmail('delivery'));
    expectThrottled(await signIn({ email: demoEmail('delivery'), device: leaderDevice }), 60);
    await t.database.db
      .update(deviceTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(deviceTokens.tokenHash, hashToken(own)));
    expectThrottled(await signIn({ email: demoEmail('delivery'), device: own }), 60);
  });

  it('gives a known device its own small budget: five wrong passwords lock the device too', async () => {
    const email = demoEmail('qa');
    const device = deviceTokenOf(await signIn({ email }));
    await lock(email);
    for (let i = 0; i < 5; i++) expect((await signIn({ email, device, password: `guess-${i}` })).statusCode).toBe(401);
    expectThrottled(await signIn({ email, device }), 60);
  });

  it('sets the web client an HttpOnly SameSite=Strict cookie for the login route, which passes a lock', async () => {
    const email = demoEmail('viewer');
    const res = await signIn({ email, headers: { 'x-bo-client': 'web' } });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<object>())).toEqual(['id']);
    const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: `${API}/auth/login` });
    expect(cookie.expires!.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);

    await lock(email);
    expectThrottled(await signIn({ email, headers: { 'x-bo-client': 'web' } }), 60);
    const again = await signIn({
      email,
      headers: { 'x-bo-client': 'web' },
      cookies: { [DEVICE_COOKIE]: cookie.value },
    });
    expect(again.statusCode).toBe(200);
    expect(again.cookies.find((c) => c.name === DEVICE_COOKIE)?.value).not.toBe(cookie.value);
  });
});

describe('sign-in: per address', () => {
  it('stops 100 failures from one address in 15 minutes; a known device of the account still passes', async () => {
    const email = demoEmail('guarantee');
    const device = deviceTokenOf(await signIn({ email }));
    const ip = '10.61.0.1';
    for (let i = 0; i < 100; i++) {
      expect((await signIn({ email: `sprayed${i}@demo.local`, password: 'Summer2026!', ip })).statusCode).toBe(401);
    }
    expectThrottled(
      await signIn({ email, ip }),
      900,
      'Too many failed sign-in attempts. Try again in 15 minutes.',
      120,
    );
    expect((await signIn({ email, ip: '10.61.0.2' })).statusCode).toBe(200);
    expect((await signIn({ email, ip, device })).statusCode).toBe(200);
  });

  it('refuses with 429 and Retry-After once the window is full, whatever the password', async () => {
    expectThrottled(await signIn({ email: 'someone@demo.local', password: 'x', ip: '10.61.0.1' }), 900, undefined, 120);
  });
});

describe('POST /auth/forgotPassword limits', () => {
  it('mails at most three reset links per email per hour, then answers 429 with Retry-After', async () => {
    const email = demoEmail('outsource');
    const before = await mailsTo(email);
    for (let i = 0; i < 3; i++) expect((await post('/auth/forgotPassword', { email }, freshIp())).statusCode).toBe(200);
    const refused = await post('/auth/forgotPassword', { email: email.toUpperCase() }, freshIp());
    expectThrottled(refused, 3600, 'Too many password-reset requests. Try again in 60 minutes.');
    expect((await mailsTo(email)) - before).toBe(3);
  });

  it('counts an email without an account the same, so the answer tells nothing', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post('/auth/forgotPassword', { email: 'ghost@demo.local' }, freshIp())).statusCode).toBe(200);
    }
    expectThrottled(await post('/auth/forgotPassword', { email: 'ghost@demo.local' }, freshIp()), 3600);
  });

  it('answers at most ten requests per address per hour', async () => {
    const ip = '10.62.0.1';
    for (let i = 0; i < 10; i++) {
      expect((await post('/auth/forgotPassword', { email: `ghost${i}@demo.local` }, ip)).statusCode).toBe(200);
    }
    const before = await mailsTo(demoEmail('customer'));
    expectThrottled(await post('/auth/forgotPassword', { email: demoEmail('customer') }, ip), 3600);
    expect(await mailsTo(demoEmail('customer'))).toBe(before);
    expect((await post('/auth/forgotPassword', { email: demoEmail('customer') }, '10.62.0.2')).statusCode).toBe(200);
  });
});

describe('POST /auth/register limits', () => {
  it('registers at most five accounts per address per hour, then answers 429 with Retry-After', async () => {
    const ip = '10.63.0.1';
    for (let i = 0; i < 5; i++) {
      expect((await post('/auth/register', { email: `bulk${i}@demo.local`, password: 'secret1' }, ip)).statusCode).toBe(
        201,
      );
    }
    const refused = await post('/auth/register', { email: 'bulk5@demo.local', password: 'secret1' }, ip);
    expectThrottled(refused, 3600, 'Too many accounts registered from this address. Try again in 60 minutes.');
    const created = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, 'bulk5@demo.local'));
    expect(created[0].n).toBe(0);
    expect(
      (await post('/auth/register', { email: 'bulk5@demo.local', password: 'secret1' }, '10.63.0.2')).statusCode,
    ).toBe(201);
  });
});
