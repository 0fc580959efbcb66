import { MINUTE_MS } from '../../../shared/domain/time';
import { addressKey } from '../auth/addressKey';
import { waitMs, type CapPolicy, type RateLimitStore } from '../auth/rateLimit';

/** Unknown review tokens one address may try per window before every public review call is refused. */
export const REVIEW_MISS_POLICY: CapPolicy = { kind: 'cap', limit: 10, windowMs: 15 * MINUTE_MS };

const BUCKET = 'review:miss';

/**
 * Guessing review tokens: misses (unknown tokens) are counted per address (IPv6 by its /64) in
 * the shared rate-limit store; past the limit the address gets 429 on every public review call
 * until its window ends, hits included, so a lock tells a guesser nothing.
 */
export class ReviewMisses {
  constructor(
    private readonly store: RateLimitStore,
    private readonly now: () => Date,
    private readonly policy: CapPolicy = REVIEW_MISS_POLICY,
  ) {}

  /** Milliseconds the address must wait before any call; 0 when it may call now. */
  async waitFor(ip: string): Promise<number> {
    return waitMs(await this.store.peek(BUCKET, addressKey(ip)), this.now());
  }

  /** Counts a miss: the milliseconds to wait when it is over the limit, else 0. */
  async miss(ip: string): Promise<number> {
    const now = this.now();
    const attempt = await this.store.attempt(BUCKET, addressKey(ip), this.policy, now);
    return attempt.admitted ? 0 : Math.max(waitMs(attempt.state, now), 1);
  }
}
