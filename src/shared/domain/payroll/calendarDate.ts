import { DAY_MS } from '../time';

/**
 * Calendar dates as the registers and salary periods store them: `YYYY-MM-DD` text, with no
 * time and no time zone. Arithmetic runs on UTC midnights, so a date never shifts by a day
 * whatever the machine's zone.
 */
export type CalendarDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The UTC midnight of a date; NaN for text that is not a real date. */
export function dateMs(date: CalendarDate): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) return NaN;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return toCalendarDate(ms) === date ? ms : NaN;
}

/** True for `YYYY-MM-DD` text naming a day of the calendar (no 30 February). */
export const isCalendarDate = (date: string): boolean => !Number.isNaN(dateMs(date));

/** The date of a UTC instant (milliseconds or Date). */
export function toCalendarDate(at: number | Date): CalendarDate {
  const d = new Date(at);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** The date on the local calendar of this machine (today in the user's zone). */
export function localCalendarDate(at: Date = new Date()): CalendarDate {
  return `${at.getFullYear()}-${pad2(at.getMonth() + 1)}-${pad2(at.getDate())}`;
}

export const addDays = (date: CalendarDate, days: number): CalendarDate => toCalendarDate(dateMs(date) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number =>
  Math.round((dateMs(to) - dateMs(from)) / DAY_MS);

/** Index of the day in a week that starts on Monday: 0 Monday … 6 Sunday. */
export const weekDayIndex = (date: CalendarDate): number => (new Date(dateMs(date)).getUTCDay() + 6) % 7;

/** The Monday of the date's week. */
export const weekStart = (date: CalendarDate): CalendarDate => addDays(date, -weekDayIndex(date));

/** Every date from `from` up to, not including, `to`. */
export function datesFrom(from: CalendarDate, to: CalendarDate): CalendarDate[] {
  const n = Math.max(0, daysBetween(from, to));
  return Array.from({ length: n }, (_, i) => addDays(from, i));
}

/** The first day of the date's month. */
export const monthStart = (date: CalendarDate): CalendarDate => `${date.slice(0, 7)}-01`;

/** The first day of the month `months` after the date's month (negative goes back). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  return toCalendarDate(Date.UTC(year, month, 1));
}
