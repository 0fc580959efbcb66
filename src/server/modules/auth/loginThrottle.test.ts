import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './loginThrottle';

const MINUTE = 60_000;

function throttleAt(start = 0) {
  const clock = { now: start };
  return { clock, throttle: new LoginThrottle(() => clock.now) };
}

describe('LoginThrottle', () => {
  it('allows four failures for an email and blocks the fifth for 15 minutes', () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 4; i++) throttle.recordFailure('a@x.io', '1.1.1.1');
    expect(throttle.retryAfter('a@x.io', '1.1.1.1')).toBe(0);
    throttle.recordFailure('A@X.io', '2.2.2.2');
    expect(throttle.retryAfter('a@x.io', '3.3.3.3')).toBe(15 * MINUTE);
    clock.now += 15 * MINUTE;
    expect(throttle.retryAfter('a@x.io', '3.3.3.3')).toBe(0);
  });

  it('frees the email as the oldest failures leave the window', () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 5; i++) {
      throttle.recordFailure('a@x.io', '1.1.1.1');
      clock.now += MINUTE;
    }
    expect(throttle.retryAfter('a@x.io', '1.1.1.1')).toBe(10 * MINUTE);
  });

  it('blocks an address after twenty failures whatever the emails', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 20; i++) throttle.recordFailure(`u${i}@x.io`, '9.9.9.9');
    expect(throttle.retryAfter('fresh@x.io', '9.9.9.9')).toBeGreaterThan(0);
    expect(throttle.retryAfter('fresh@x.io', '8.8.8.8')).toBe(0);
  });

  it("clears an email's count on success", () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 4; i++) throttle.recordFailure('a@x.io', '1.1.1.1');
    throttle.recordSuccess('a@x.io');
    throttle.recordFailure('a@x.io', '1.1.1.1');
    expect(throttle.retryAfter('a@x.io', '1.1.1.1')).toBe(0);
  });

  it('stays bounded under a flood of distinct emails', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 25_000; i++) throttle.recordFailure(`u${i}@x.io`, `10.0.${i % 250}.${i % 200}`);
    expect((throttle as unknown as { failures: Map<string, number[]> }).failures.size).toBeLessThanOrEqual(10_000);
  });
});
