/**
 * A fixed window: at most `limit` attempts per `windowMs`. The attempt that reaches the limit
 * locks the key until its window ends.
 */
export interface CapPolicy {
  readonly kind: 'cap';
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * Growing locks: the `limit`-th attempt locks the key for `firstLockMs`, each further one for
 * twice as long, up to `maxLockMs`. The count is forgotten `forgetMs` after the last attempt
 * (longer than `maxLockMs`, so waiting out a lock never resets it), or cleared by a success.
 */
export interface BackoffPolicy {
  readonly kind: 'backoff';
  readonly limit: number;
  readonly firstLockMs: number;
  readonly maxLockMs: number;
  readonly forgetMs: number;
}

export type RatePolicy = CapPolicy | BackoffPolicy;

/** One counter: attempts since `windowStart` (caps) or up to the last one at `windowStart` (backoff). */
export interface RateState {
  readonly count: number;
  readonly windowStart: Date;
  readonly blockedUntil: Date | null;
}

/** The answer to one attempt: counted (`admitted`) or refused while the key is locked. */
export interface RateAttempt {
  readonly admitted: boolean;
  /** The counter after the attempt (admitted) or as it stands (refused). */
  readonly state: RateState;
}

/**
 * Where counters live. `attempt` checks the lock and counts in one atomic step, so parallel
 * requests (or several server instances) cannot all slip in before the lock is written.
 */
export interface RateLimitStore {
  attempt(bucket: string, key: string, policy: RatePolicy, now: Date): Promise<RateAttempt>;
  /** The counter as it stands, without counting: null when there is none. */
  peek(bucket: string, key: string): Promise<RateState | null>;
  /** Takes back an attempt counted in the window that began at `windowStart` (caps only). */
  refund(bucket: string, key: string, policy: CapPolicy, windowStart: Date): Promise<void>;
  clear(bucket: string, key: string): Promise<void>;
  /** Drops counters whose last count is before `before` and that lock nothing at `now`. */
  sweep(before: Date, now: Date): Promise<void>;
}

/** Milliseconds until the key may try again; 0 when it may try now. */
export function waitMs(state: RateState | null, now: Date): number {
  return state?.blockedUntil ? Math.max(0, state.blockedUntil.getTime() - now.getTime()) : 0;
}

/** How long a counter is kept after its window start. */
export const spanOf = (policy: RatePolicy): number => (policy.kind === 'cap' ? policy.windowMs : policy.forgetMs);

/** Lock of the backoff's `count`-th attempt (from the `limit`-th on). */
export function backoffLockMs(policy: BackoffPolicy, count: number): number {
  const doublings = Math.min(Math.max(count - policy.limit, 0), 30);
  return Math.min(policy.firstLockMs * 2 ** doublings, policy.maxLockMs);
}

/**
 * The counter after one more admitted attempt. The SQL store (`rateLimits.repository.ts`)
 * computes the same in its upsert; this is the reference its tests hold it to.
 */
export function afterAttempt(state: RateState | null, policy: RatePolicy, now: Date): RateState {
  const fresh = !state || state.windowStart.getTime() + spanOf(policy) <= now.getTime();
  const count = fresh ? 1 : state.count + 1;
  const windowStart = fresh || policy.kind === 'backoff' ? now : state.windowStart;
  if (count < policy.limit) return { count, windowStart, blockedUntil: null };
  const until =
    policy.kind === 'cap' ? windowStart.getTime() + policy.windowMs : now.getTime() + backoffLockMs(policy, count);
  return { count, windowStart, blockedUntil: new Date(until) };
}

/** The counter after a refund of an attempt counted in the window that began at `windowStart`. */
export function afterRefund(state: RateState, policy: CapPolicy, windowStart: Date): RateState {
  if (state.windowStart.getTime() !== windowStart.getTime() || state.count === 0) return state;
  const count = state.count - 1;
  return { ...state, count, blockedUntil: count >= policy.limit ? state.blockedUntil : null };
}
