import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/server/db/schema';
import { AuthThrottle } from '../../src/server/modules/auth/authThrottle';
import {
  afterAttempt,
  afterRefund,
  waitMs,
  type BackoffPolicy,
  type CapPolicy,
  type RateLimitStore,
  type RatePolicy,
  type RateState,
} from '../../src/server/modules/auth/rateLimit';
import { drizzleRateLimitStore } from '../../src/server/modules/auth/rateLimits.repository';
import { createTestApp, type TestApp } from './harness';

/**
 * The SQL store (the `rate_limits` table) against the reference state functions, with a fake
 * clock: time moves, nobody waits. Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL.
 */

const MINUTE = 60_000;
const cap: CapPolicy = { kind: 'cap', limit: 3, windowMs: 60 * MINUTE };
const backoff: BackoffPolicy = {
  kind: 'backoff',
  limit: 5,
  firstLockMs: MINUTE,
  maxLockMs: 15 * MINUTE,
  forgetMs: 60 * MINUTE,
};

let t: TestApp;
let store: RateLimitStore;
let keyCounter = 0;
const freshKey = () => `key-${++keyCounter}`;
const start = Date.UTC(2026, 0, 5, 9);

beforeAll(async () => {
  t = await createTestApp();
  store = drizzleRateLimitStore(t.database.db);
});

afterAll(async () => {
  await t.close();
});

async function row(bucket: string, key: string): Promise<RateState | null> {
  const [found] = await t.database.db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart, blockedUntil: rateLimits.blockedUntil })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, key)));
  return found ?? null;
}

/** Attempts at these minutes after `start`, each checked against the reference. */
async function replay(policy: RatePolicy, minutes: number[]): Promise<boolean[]> {
  const key = freshKey();
  let expected: RateState | null = null;
  const admitted: boolean[] = [];
  for (const minute of minutes) {
    const now = new Date(start + minute * MINUTE);
    const result = await store.attempt('test', key, policy, now);
    const locked: boolean = expected !== null && waitMs(expected, now) > 0;
    if (!locked) expected = afterAttempt(expected, policy, now);
    expect(result).toEqual({ admitted: !locked, state: expected });
    expect(await row('test', key)).toEqual(expected);
    admitted.push(result.admitted);
  }
  return admitted;
}

describe('the rate_limits store', () => {
  it('counts a fixed window like the reference: locks from the limit to the end of the window, then starts again', async () => {
    expect(await replay(cap, [0, 1, 2, 3, 59, 60, 61, 62, 63, 130])).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
      true,
      true,
      false,
      true,
    ]);
  });

  it('grows locks like the reference: 1, 2, 4, 8, then 15 minutes, forgotten an hour after the last attempt', async () => {
    const times = [0, 0, 0, 0, 0, 0.5, 1, 1.5, 3, 4, 7, 8, 15, 16, 31, 46, 46, 200, 200];
    expect(await replay(backoff, times)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      true,
      false,
      true,
      true,
    ]);
  });

  it('refunds an attempt of the same window only, and clears a key', async () => {
    const key = freshKey();
    const now = new Date(start);
    let state: RateState | null = null;
    for (let i = 0; i < 3; i++) state = (await store.attempt('test', key, cap, now)).state;
    await store.refund('test', key, cap, new Date(start + 1));
    expect(await row('test', key)).toEqual(state);
    await store.refund('test', key, cap, now);
    expect(await row('test', key)).toEqual(afterRefund(state!, cap, now));
    expect((await store.attempt('test', key, cap, now)).admitted).toBe(true);
    await store.clear('test', key);
    expect(await row('test', key)).toBeNull();
  });

  it('sweeps counters older than the given time that lock nothing', async () => {
    const old = freshKey();
    const locked = freshKey();
    const recent = freshKey();
    await store.attempt('sweep', old, cap, new Date(start));
    for (let i = 0; i < 3; i++)
      await store.attempt('sweep', locked, { ...cap, windowMs: 600 * MINUTE }, new Date(start));
    await store.attempt('sweep', recent, cap, new Date(start + 90 * MINUTE));
    await store.sweep(new Date(start + 60 * MINUTE), new Date(start + 100 * MINUTE));
    expect(await row('sweep', old)).toBeNull();
    expect(await row('sweep', locked)).not.toBeNull();
    expect(await row('sweep', recent)).not.toBeNull();
  });

  it('lets exactly the limit through when attempts run in parallel', async () => {
    const key = freshKey();
    const now = new Date(start);
    const results = await Promise.all(Array.from({ length: 12 }, () => store.attempt('test', key, cap, now)));
    expect(results.filter((r) => r.admitted)).toHaveLength(3);
    expect((await row('test', key))?.count).toBe(3);
  });
});

describe('the sign-in throttle on the database, with a moved clock', () => {
  it("locks an account for 1, 2, 4, 8, then 15 minutes, and a known device's success reopens it", async () => {
    const clock = { ms: start };
    const throttle = new AuthThrottle(store, () => new Date(clock.ms));
    const attempt = (deviceId: number | null = null) =>
      throttle.admitSignIn({ email: 'Moved.Clock@demo.local', ip: '10.80.0.1', deviceId });
    for (let i = 0; i < 5; i++) expect((await attempt()).waitMs).toBe(0);
    for (const minutes of [1, 2, 4, 8, 15, 15]) {
      expect((await attempt()).waitMs).toBe(minutes * MINUTE);
      clock.ms += minutes * MINUTE;
      expect((await attempt()).waitMs).toBe(0);
    }
    const fromDevice = await attempt(42);
    expect(fromDevice.waitMs).toBe(0);
    await fromDevice.succeeded();
    expect((await attempt()).waitMs).toBe(0);
  });
});
