/** A day, the period of the embedded database's backups. */
export const DAY_MS = 24 * 60 * 60 * 1000;
/** The first look after start waits this long, so the dump holds up neither the start nor the first sign-in. */
export const START_DELAY_MS = 60 * 1000;
/** After a failed backup, the next try. */
export const RETRY_MS = 60 * 60 * 1000;

/**
 * How long until the daily backup is due: 24 h after the newest backup, or, with none yet,
 * after the database was created (a database made by this very start has nothing to lose).
 */
export function msUntilDue(newest: Date | null, created: Date | null, now: Date): number {
  const since = newest ?? created;
  if (!since) return 0;
  return Math.min(DAY_MS, Math.max(0, since.getTime() + DAY_MS - now.getTime()));
}

export interface DailyBackupsOptions {
  /** When the newest backup was taken; null without one. */
  newest(): Promise<Date | null>;
  /** When the database was created; null when unknown. */
  created(): Promise<Date | null>;
  /** Takes one backup. */
  take(): Promise<unknown>;
  onError(error: unknown): void;
}

/**
 * Backs the database up once a day: a minute after start when the newest backup is older than
 * 24 h, then each time 24 h have passed since the newest (a backup taken on demand counts).
 * The timer never keeps the process alive. Answers the function that stops it.
 */
export function startDailyBackups(options: DailyBackupsOptions): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void check(), ms);
    timer.unref();
  };
  const check = async () => {
    try {
      const wait = msUntilDue(await options.newest(), await options.created(), new Date());
      if (wait > 0) return schedule(wait);
      await options.take();
      schedule(DAY_MS);
    } catch (error) {
      options.onError(error);
      schedule(RETRY_MS);
    }
  };
  schedule(START_DELAY_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
