/** Limits of the failed sign-in counter. */
export interface ThrottleLimits {
  /** Failures for one email within the window before sign-in is refused. @default 5 */
  readonly perEmail: number;
  /** Failures from one IP address within the window. @default 20 */
  readonly perIp: number;
  /** @default 15 minutes */
  readonly windowMs: number;
}

const DEFAULT_LIMITS: ThrottleLimits = { perEmail: 5, perIp: 20, windowMs: 15 * 60_000 };
/** Keys kept before a sweep, so a flood of random emails cannot grow memory without bound. */
const SWEEP_AT = 10_000;

/**
 * Counts failed sign-ins per email and per IP address in a sliding window, in memory (one
 * server process; several instances would share it through PostgreSQL or Redis instead).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly limits: ThrottleLimits;

  constructor(
    private readonly now: () => number = Date.now,
    limits: Partial<ThrottleLimits> = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** Milliseconds until this email may try again from this IP, or 0 when it may try now. */
  retryAfter(email: string, ip: string): number {
    return Math.max(
      this.wait(`email:${email.toLowerCase()}`, this.limits.perEmail),
      this.wait(`ip:${ip}`, this.limits.perIp),
    );
  }

  recordFailure(email: string, ip: string): void {
    if (this.failures.size >= SWEEP_AT) this.sweep();
    const at = this.now();
    for (const key of [`email:${email.toLowerCase()}`, `ip:${ip}`]) {
      this.failures.set(key, [...this.recent(key), at]);
    }
  }

  /** A successful sign-in clears the email's count (not the IP's). */
  recordSuccess(email: string): void {
    this.failures.delete(`email:${email.toLowerCase()}`);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    return (this.failures.get(key) ?? []).filter((t) => t > since);
  }

  private wait(key: string, limit: number): number {
    const recent = this.recent(key);
    if (recent.length < limit) return 0;
    // Allowed again once enough of the oldest failures leave the window.
    const freeing = recent[recent.length - limit];
    return freeing + this.limits.windowMs - this.now();
  }

  /** Drops expired keys, then the oldest ones if a flood of fresh keys still fills the map. */
  private sweep(): void {
    for (const key of [...this.failures.keys()]) {
      if (this.recent(key).length === 0) this.failures.delete(key);
    }
    for (const key of this.failures.keys()) {
      if (this.failures.size < SWEEP_AT / 2) break;
      this.failures.delete(key);
    }
  }
}
