import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS, AuthThrottle, tryAgainIn } from './authThrottle';
import { memoryRateLimitStore } from './auth.fakes';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function setup() {
  const clock = { ms: Date.UTC(2026, 0, 5, 9) };
  const store = memoryRateLimitStore();
  const throttle = new AuthThrottle(store, () => new Date(clock.ms));
  const tick = (ms: number) => (clock.ms += ms);
  /** A sign-in whose password is wrong (or right, with `succeed`): the wait, 0 when admitted. */
  const signIn = async (email: string, ip: string, options: { deviceId?: number; succeed?: boolean } = {}) => {
    const admission = await throttle.admitSignIn({ email, ip, deviceId: options.deviceId ?? null });
    if (admission.waitMs === 0 && options.succeed) await admission.succeeded();
    return admission.waitMs;
  };
  const fail = async (times: number, email: string, ip: (i: number) => string) => {
    for (let i = 0; i < times; i++) expect(await signIn(email, ip(i))).toBe(0);
  };
  return { store, throttle, tick, signIn, fail };
}

describe('sign-in throttle: per account', () => {
  it('locks an account after five failures from any address, 1 minute, then doubling up to 15', async () => {
    const { signIn, fail, tick } = setup();
    await fail(5, 'a@x.io', (i) => `10.0.0.${i}`);
    expect(await signIn('A@X.io', '10.9.9.9', { succeed: true })).toBe(MINUTE);
    for (const minutes of [2, 4, 8, 15, 15]) {
      tick(await signIn('a@x.io', '10.9.9.9'));
      expect(await signIn('a@x.io', '10.9.9.9')).toBe(0);
      expect(await signIn('a@x.io', '10.9.9.9')).toBe(minutes * MINUTE);
    }
  });

  it("a success clears the account's count", async () => {
    const { signIn, fail } = setup();
    await fail(4, 'a@x.io', () => '10.0.0.1');
    expect(await signIn('a@x.io', '10.0.0.1', { succeed: true })).toBe(0);
    await fail(4, 'a@x.io', () => '10.0.0.1');
    expect(await signIn('a@x.io', '10.0.0.1')).toBe(0);
  });

  it('forgets failures an hour after the last one', async () => {
    const { signIn, fail, tick } = setup();
    await fail(4, 'a@x.io', () => '10.0.0.1');
    tick(HOUR);
    await fail(4, 'a@x.io', () => '10.0.0.1');
    expect(await signIn('a@x.io', '10.0.0.1')).toBe(0);
    expect(await signIn('a@x.io', '10.0.0.1')).toBe(MINUTE);
  });

  it('parallel attempts cannot pass a lock: exactly five are let through', async () => {
    const { throttle } = setup();
    const waits = await Promise.all(
      Array.from({ length: 20 }, () => throttle.admitSignIn({ email: 'a@x.io', ip: '10.0.0.1', deviceId: null })),
    );
    expect(waits.filter((w) => w.waitMs === 0)).toHaveLength(5);
  });
});

describe('sign-in throttle: per address', () => {
  it('twenty failures from one address do not block another account', async () => {
    const { signIn } = setup();
    for (let i = 0; i < 20; i++) expect(await signIn(`u${i}@x.io`, '10.8.8.8')).toBe(0);
    expect(await signIn('other@x.io', '10.8.8.8', { succeed: true })).toBe(0);
  });

  it('refuses the 101st failure of an address in 15 minutes, whatever the accounts, until the window ends', async () => {
    const { signIn, tick } = setup();
    for (let i = 0; i < 100; i++) expect(await signIn(`u${i}@x.io`, '10.8.8.8')).toBe(0);
    tick(5 * MINUTE);
    expect(await signIn('other@x.io', '10.8.8.8', { succeed: true })).toBe(10 * MINUTE);
    expect(await signIn('other@x.io', '10.8.8.9', { succeed: true })).toBe(0);
    tick(10 * MINUTE);
    expect(await signIn('other@x.io', '10.8.8.8', { succeed: true })).toBe(0);
  });

  it('counts failures only: successes and refused attempts on a locked account use none of the cap', async () => {
    const { signIn, fail } = setup();
    for (let i = 0; i < 300; i++) await signIn(`staff${i % 30}@x.io`, '10.7.7.7', { succeed: true });
    await fail(5, 'locked@x.io', () => '10.6.6.6');
    for (let i = 0; i < 200; i++) expect(await signIn('locked@x.io', '10.7.7.7')).toBeGreaterThan(0);
    for (let i = 0; i < 100; i++) expect(await signIn(`typo${i}@x.io`, '10.7.7.7')).toBe(0);
    expect(await signIn('typo@x.io', '10.7.7.7')).toBeGreaterThan(0);
  });

  it('one IPv6 /64 is one address', async () => {
    const { signIn } = setup();
    for (let i = 0; i < 100; i++) await signIn(`u${i}@x.io`, `2001:db8:1:2::${i.toString(16)}`);
    expect(await signIn('other@x.io', '2001:db8:1:2:ffff::1')).toBeGreaterThan(0);
    expect(await signIn('other@x.io', '2001:db8:1:3::1')).toBe(0);
  });
});

describe('sign-in throttle: known devices', () => {
  it('lets a known device of a locked account try, on its own budget', async () => {
    const { signIn, fail, tick } = setup();
    await fail(5, 'a@x.io', (i) => `10.0.0.${i}`);
    expect(await signIn('a@x.io', '10.1.1.1')).toBe(MINUTE);
    expect(await signIn('a@x.io', '10.1.1.1', { deviceId: 7, succeed: true })).toBe(0);
    // The success cleared the account's lock for everyone.
    expect(await signIn('a@x.io', '10.1.1.1', { succeed: true })).toBe(0);

    await fail(5, 'a@x.io', () => '10.0.0.1');
    for (let i = 0; i < 5; i++) expect(await signIn('a@x.io', '10.1.1.1', { deviceId: 7 })).toBe(0);
    expect(await signIn('a@x.io', '10.1.1.1', { deviceId: 7, succeed: true })).toBe(MINUTE);
    expect(await signIn('a@x.io', '10.1.1.1', { deviceId: 8, succeed: true })).toBe(0);
    tick(MINUTE);
    expect(await signIn('a@x.io', '10.1.1.1', { deviceId: 7 })).toBe(0);
    expect(await signIn('a@x.io', '10.1.1.1', { deviceId: 7 })).toBe(2 * MINUTE);
  });

  it("a known device's failures do not lock the account for others", async () => {
    const { signIn } = setup();
    for (let i = 0; i < 5; i++) await signIn('a@x.io', '10.1.1.1', { deviceId: 7 });
    expect(await signIn('a@x.io', '10.2.2.2')).toBe(0);
  });

  it('passes the address cap with the right password', async () => {
    const { signIn } = setup();
    for (let i = 0; i < 100; i++) await signIn(`u${i}@x.io`, '10.8.8.8');
    expect(await signIn('a@x.io', '10.8.8.8')).toBeGreaterThan(0);
    expect(await signIn('a@x.io', '10.8.8.8', { deviceId: 3, succeed: true })).toBe(0);
  });
});

describe('password-reset and registration limits', () => {
  it('3 reset requests per email per hour, known or not', async () => {
    const { throttle, tick } = setup();
    for (let i = 0; i < 3; i++) expect(await throttle.admitResetRequest('Nobody@x.io', `10.0.0.${i}`)).toBe(0);
    expect(await throttle.admitResetRequest('nobody@x.io', '10.0.0.9')).toBe(HOUR);
    tick(HOUR);
    expect(await throttle.admitResetRequest('nobody@x.io', '10.0.0.9')).toBe(0);
  });

  it('10 reset requests per address per hour', async () => {
    const { throttle, tick } = setup();
    for (let i = 0; i < 10; i++) expect(await throttle.admitResetRequest(`u${i}@x.io`, '10.5.5.5')).toBe(0);
    tick(30 * MINUTE);
    expect(await throttle.admitResetRequest('fresh@x.io', '10.5.5.5')).toBe(30 * MINUTE);
    expect(await throttle.admitResetRequest('fresh@x.io', '10.5.5.6')).toBe(0);
  });

  it('5 registrations per address per hour', async () => {
    const { throttle, tick } = setup();
    for (let i = 0; i < 5; i++) expect(await throttle.admitRegistration('10.4.4.4')).toBe(0);
    expect(await throttle.admitRegistration('10.4.4.4')).toBe(HOUR);
    expect(await throttle.admitRegistration('10.4.4.5')).toBe(0);
    tick(HOUR);
    expect(await throttle.admitRegistration('10.4.4.4')).toBe(0);
  });
});

describe('housekeeping', () => {
  it('drops counters older than the longest window, at most every ten minutes', async () => {
    const { store, throttle, signIn, tick } = setup();
    for (let i = 0; i < 5; i++) await signIn('locked@x.io', '10.0.0.1');
    await throttle.admitRegistration('10.4.4.4');
    tick(30 * MINUTE);
    await throttle.admitResetRequest('recent@x.io', '10.3.3.3');
    tick(30 * MINUTE + 1);
    await signIn('a@x.io', '10.0.0.2');
    expect([...store.rows.keys()].sort()).toEqual([
      'login:account a@x.io',
      'login:address 10.0.0.2',
      'reset:address 10.3.3.3',
      'reset:email recent@x.io',
    ]);
    tick(MINUTE);
    await signIn('b@x.io', '10.0.0.2');
    tick(30 * MINUTE);
    await throttle.admitRegistration('10.4.4.4');
    expect(store.rows.has('login:account b@x.io')).toBe(true);
    expect(store.rows.has('reset:email recent@x.io')).toBe(false);
  });

  it('keeps failure counts longer than the longest lock, so waiting a lock out never resets them', () => {
    for (const policy of [AUTH_LIMITS.account, AUTH_LIMITS.device])
      expect(policy.forgetMs).toBeGreaterThan(policy.maxLockMs);
  });

  it('says the wait in whole minutes', () => {
    expect(tryAgainIn(1)).toBe('Try again in 1 minute.');
    expect(tryAgainIn(MINUTE + 1)).toBe('Try again in 2 minutes.');
    expect(tryAgainIn(15 * MINUTE)).toBe('Try again in 15 minutes.');
  });
});
