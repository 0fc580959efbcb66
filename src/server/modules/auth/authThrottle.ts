import { HOUR_MS, MINUTE_MS } from '../../../shared/domain/time';
import { addressKey } from './addressKey';
import type { BackoffPolicy, CapPolicy, RateAttempt, RateLimitStore } from './rateLimit';
import { spanOf, waitMs } from './rateLimit';

/** The limits of the auth endpoints (OWASP Authentication and Credential Stuffing cheat sheets). */
export interface AuthLimits {
  /** Failed sign-ins of one account, from any address and unknown devices. */
  readonly account: BackoffPolicy;
  /** Failed sign-ins from one known device: its own budget, so a stolen device token guesses little. */
  readonly device: BackoffPolicy;
  /** Failed sign-ins from one address (IPv6: its /64), whatever the account: stops spraying. */
  readonly address: CapPolicy;
  readonly resetPerEmail: CapPolicy;
  readonly resetPerAddress: CapPolicy;
  readonly registerPerAddress: CapPolicy;
}

const growingLock: BackoffPolicy = {
  kind: 'backoff',
  limit: 5,
  firstLockMs: MINUTE_MS,
  maxLockMs: 15 * MINUTE_MS,
  forgetMs: HOUR_MS,
};

export const AUTH_LIMITS: AuthLimits = {
  account: growingLock,
  device: growingLock,
  address: { kind: 'cap', limit: 100, windowMs: 15 * MINUTE_MS },
  resetPerEmail: { kind: 'cap', limit: 3, windowMs: HOUR_MS },
  resetPerAddress: { kind: 'cap', limit: 10, windowMs: HOUR_MS },
  registerPerAddress: { kind: 'cap', limit: 5, windowMs: HOUR_MS },
};

/** How often a server instance drops stale counters. */
const SWEEP_EVERY_MS = 10 * MINUTE_MS;

/** A sign-in the throttle let through (`waitMs` 0) or refused; a right password calls `succeeded`. */
export interface SignInAdmission {
  readonly waitMs: number;
  succeeded(): Promise<void>;
}

const refused = (waitMs: number): SignInAdmission => ({
  waitMs: Math.max(waitMs, 1),
  succeeded: () => Promise.resolve(),
});

/** `Try again in 3 minutes.`: the wait rounded up to whole minutes. */
export function tryAgainIn(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE_MS));
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Throttles sign-in, password-reset mail and registration with counters in a
 * {@link RateLimitStore} (the database, shared by every server instance). A sign-in attempt
 * is counted before the password is checked, so parallel guesses cannot pass a lock that the
 * first of them is about to set; a right password takes its attempt back.
 */
export class AuthThrottle {
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly store: RateLimitStore,
    private readonly now: () => Date,
    private readonly limits: AuthLimits = AUTH_LIMITS,
  ) {}

  /**
   * Admits a sign-in of `email` from `ip`. From a device that signed in to this account
   * before (`deviceId`), only that device's own budget applies; otherwise the account's
   * growing lock and the address's cap.
   */
  async admitSignIn(input: { email: string; ip: string; deviceId: number | null }): Promise<SignInAdmission> {
    const now = await this.sweepNow();
    const account = input.email.trim().toLowerCase();
    const ip = addressKey(input.ip);
    const { store, limits } = this;
    if (input.deviceId !== null) {
      const device = String(input.deviceId);
      const fromDevice = await store.attempt('login:device', device, limits.device, now);
      if (!fromDevice.admitted) return refused(waitMs(fromDevice.state, now));
      // Counted toward the address too, but a known device passes its cap.
      const fromAddress = await store.attempt('login:address', ip, limits.address, now);
      return {
        waitMs: 0,
        succeeded: async () => {
          await store.clear('login:device', device);
          await store.clear('login:account', account);
          await this.refund('login:address', ip, limits.address, fromAddress);
        },
      };
    }
    const fromAddress = await store.attempt('login:address', ip, limits.address, now);
    if (!fromAddress.admitted) return refused(waitMs(fromAddress.state, now));
    const forAccount = await store.attempt('login:account', account, limits.account, now);
    if (!forAccount.admitted) {
      await this.refund('login:address', ip, limits.address, fromAddress);
      return refused(waitMs(forAccount.state, now));
    }
    return {
      waitMs: 0,
      succeeded: async () => {
        await store.clear('login:account', account);
        await this.refund('login:address', ip, limits.address, fromAddress);
      },
    };
  }

  /**
   * Counts a password-reset request, whether or not the email has an account (the answer must
   * not tell); the milliseconds to wait when over the limit, else 0.
   */
  async admitResetRequest(email: string, ip: string): Promise<number> {
    const now = await this.sweepNow();
    const fromAddress = await this.store.attempt('reset:address', addressKey(ip), this.limits.resetPerAddress, now);
    if (!fromAddress.admitted) return Math.max(waitMs(fromAddress.state, now), 1);
    const key = email.trim().toLowerCase();
    const forEmail = await this.store.attempt('reset:email', key, this.limits.resetPerEmail, now);
    return forEmail.admitted ? 0 : Math.max(waitMs(forEmail.state, now), 1);
  }

  /** Counts a registration from `ip`; the milliseconds to wait when over the limit, else 0. */
  async admitRegistration(ip: string): Promise<number> {
    const now = await this.sweepNow();
    const attempt = await this.store.attempt('register:address', addressKey(ip), this.limits.registerPerAddress, now);
    return attempt.admitted ? 0 : Math.max(waitMs(attempt.state, now), 1);
  }

  private async refund(bucket: string, key: string, policy: CapPolicy, attempt: RateAttempt): Promise<void> {
    if (attempt.admitted) await this.store.refund(bucket, key, policy, attempt.state.windowStart);
  }

  /** The clock's time, after dropping stale counters at most once per ten minutes. */
  private async sweepNow(): Promise<Date> {
    const now = this.now();
    if (now.getTime() - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now.getTime();
      const longest = Math.max(...Object.values(this.limits).map(spanOf));
      await this.store.sweep(new Date(now.getTime() - longest), now);
    }
    return now;
  }
}
