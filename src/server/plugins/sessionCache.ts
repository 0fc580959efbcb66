/** The channel and the notice of migration 0018's triggers: a session or its user may have changed. */
export const SESSION_CHANGES = 'session_changes';

/** How long a looked-up session is kept at most, changes or none. */
export const SESSION_CACHE_TTL_MS = 60_000;

/** How many sessions are kept at most; the oldest go first. */
export const SESSION_CACHE_SIZE = 10_000;

interface Entry<T> {
  readonly value: T;
  /** Until when it may be answered (ms): its session's end, or the TTL, whichever is first. */
  readonly until: number;
}

/**
 * The sessions a server has looked up, by token hash, so that a request does not ask the
 * database for its session and user each time (a statement of every request).
 *
 * Correct only while it hears every change: it answers nothing until `listening(true)` (its
 * instance listens on SESSION_CHANGES), and forgets everything on `changed()`, which the
 * database's triggers cause (migration 0018) at any write to the sessions or to a user's
 * fields a session carries. A lookup that overlapped a change is not kept (`generation`): it
 * may have read the row as it was.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = 0;
  private live = false;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_SIZE,
  ) {}

  /** The session kept for this token hash, unless it has ended or the cache cannot vouch for it. */
  get(tokenHash: string, now: number): T | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Looks the session up through `load` when it is not kept, and keeps what it found when no
   * change came meanwhile. `endsAt` is when the found session ends (ms).
   */
  async through(
    tokenHash: string,
    now: number,
    load: () => Promise<T | null>,
    endsAt: (value: T) => number,
  ): Promise<T | null> {
    const kept = this.get(tokenHash, now);
    if (kept !== undefined) return kept;
    const started = this.generation;
    const value = await load();
    if (value !== null && this.live && started === this.generation) {
      const oldest = this.entries.size >= this.maxEntries ? this.entries.keys().next() : null;
      if (oldest && !oldest.done) this.entries.delete(oldest.value);
      this.entries.set(tokenHash, { value, until: Math.min(endsAt(value), now + this.ttlMs) });
    }
    return value;
  }

  /** A session or a user may have changed: forget every session. */
  changed(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Whether changes are heard (the instance's LISTEN is open); while not, nothing is answered or kept. */
  listening(live: boolean): void {
    this.changed();
    this.live = live;
  }
}
