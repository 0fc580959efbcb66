import { describe, expect, it } from 'vitest';
import {
  afterAttempt,
  afterRefund,
  backoffLockMs,
  waitMs,
  type BackoffPolicy,
  type CapPolicy,
  type RateState,
} from './rateLimit';

const MINUTE = 60_000;
const at = (ms: number) => new Date(ms);
const cap: CapPolicy = { kind: 'cap', limit: 3, windowMs: 60 * MINUTE };
const backoff: BackoffPolicy = {
  kind: 'backoff',
  limit: 5,
  firstLockMs: MINUTE,
  maxLockMs: 15 * MINUTE,
  forgetMs: 60 * MINUTE,
};

/** The states after one attempt at each of these times. */
function run(policy: CapPolicy | BackoffPolicy, times: number[]): RateState[] {
  const states: RateState[] = [];
  for (const time of times) states.push(afterAttempt(states.at(-1) ?? null, policy, at(time)));
  return states;
}

describe('fixed-window cap', () => {
  it('counts in the window and locks until its end from the limit-th attempt', () => {
    const [first, second, third] = run(cap, [0, 10 * MINUTE, 20 * MINUTE]);
    expect(first).toEqual({ count: 1, windowStart: at(0), blockedUntil: null });
    expect(second).toEqual({ count: 2, windowStart: at(0), blockedUntil: null });
    expect(third).toEqual({ count: 3, windowStart: at(0), blockedUntil: at(60 * MINUTE) });
    expect(waitMs(third, at(20 * MINUTE))).toBe(40 * MINUTE);
    expect(waitMs(third, at(60 * MINUTE))).toBe(0);
  });

  it('starts a new window once the old one ended', () => {
    const states = run(cap, [0, 1, 2, 60 * MINUTE]);
    expect(states[3]).toEqual({ count: 1, windowStart: at(60 * MINUTE), blockedUntil: null });
  });

  it('takes back a refunded attempt and its lock, only in the same window', () => {
    const [, , third] = run(cap, [0, 1, 2]);
    expect(afterRefund(third, cap, at(0))).toEqual({ count: 2, windowStart: at(0), blockedUntil: null });
    expect(afterRefund(third, cap, at(5))).toBe(third);
    const over = { count: 5, windowStart: at(0), blockedUntil: at(60 * MINUTE) };
    expect(afterRefund(over, cap, at(0))).toEqual({ ...over, count: 4 });
  });
});

describe('growing lock', () => {
  it('locks from the limit-th attempt for 1, 2, 4, 8 minutes, then 15 at most', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 1_000_000].map((n) => backoffLockMs(backoff, n) / MINUTE)).toEqual([
      1, 1, 2, 4, 8, 15, 15, 15,
    ]);
    const states = run(backoff, [0, 1, 2, 3, 4]);
    expect(states.slice(0, 4).every((s) => s.blockedUntil === null)).toBe(true);
    expect(states[4]).toEqual({ count: 5, windowStart: at(4), blockedUntil: at(4 + MINUTE) });
    expect(afterAttempt(states[4], backoff, at(4 + MINUTE)).blockedUntil).toEqual(at(4 + 3 * MINUTE));
  });

  it('forgets the count an hour after the last attempt, not before', () => {
    const [, , , fourth] = run(backoff, [0, 1, 2, 3]);
    expect(afterAttempt(fourth, backoff, at(3 + 60 * MINUTE - 1)).count).toBe(5);
    expect(afterAttempt(fourth, backoff, at(3 + 60 * MINUTE)).count).toBe(1);
  });

  it('waits nothing without a lock or once it passed', () => {
    expect(waitMs(null, at(0))).toBe(0);
    expect(waitMs({ count: 9, windowStart: at(0), blockedUntil: at(10) }, at(11))).toBe(0);
  });
});
