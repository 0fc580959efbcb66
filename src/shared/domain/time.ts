/** Lengths of time in milliseconds, named once. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The instant `hours` after `from`. */
export const hoursAfter = (from: Date, hours: number): Date => new Date(from.getTime() + hours * HOUR_MS);
