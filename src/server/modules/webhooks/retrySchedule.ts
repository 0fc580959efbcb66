const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Waits between a delivery's attempts: after the first failure 5 s, then 5 min, 30 min, 2 h,
 * 5 h, 10 h and 10 h, so eight attempts over about 28 hours (Standard Webhooks' suggestion,
 * stretched to a day). A server option (`webhookRetryScheduleMs`) so tests run it in milliseconds.
 */
export const DEFAULT_RETRY_SCHEDULE_MS: readonly number[] = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];

/**
 * The wait before the next attempt after `tries` failed ones, or null when the delivery has
 * had them all and is given up.
 */
export function retryDelay(tries: number, schedule: readonly number[] = DEFAULT_RETRY_SCHEDULE_MS): number | null {
  if (tries < 1) return 0;
  return tries <= schedule.length ? schedule[tries - 1] : null;
}

/** Every attempt a delivery gets: the first and one per wait of the schedule. */
export const attemptsOf = (schedule: readonly number[]): number => schedule.length + 1;
