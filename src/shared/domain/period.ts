import { WEEK_STARTS_ON } from './constants';
import { DAY_MS } from './time';

/**
 * Periods of the reports: ranges of instants, the period before one, and the day, week or
 * month buckets of a time series. Days, weeks and months are those of {@link REPORT_TIME_ZONE},
 * whatever the server's or the database session's time zone; weeks start on Monday.
 */

/** Where the agency's users work: every report's days, weeks and months are Vietnam's (UTC+7, no daylight saving). */
export const REPORT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export const BUCKETS = ['day', 'week', 'month'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** Most buckets a series holds: a year of days and then some. */
export const MAX_BUCKETS = 400;

/** A range of instants; a missing bound leaves that side open. */
export interface TimeRange {
  readonly start: Date | null;
  readonly startInclusive: boolean;
  readonly end: Date | null;
  readonly endInclusive: boolean;
}

export const ALL_TIME: TimeRange = { start: null, startInclusive: true, end: null, endInclusive: false };

/** A date and time as read on a clock of some zone. */
interface LocalTime {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly ms: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    ms: instant.getUTCMilliseconds(),
  };
}

const asUtc = (t: LocalTime) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second, t.ms);

/** The instant a zone's clock shows `t` (the later one if a clock change makes it ambiguous). */
function instantOf(t: LocalTime, timeZone: string): Date {
  const guess = asUtc(t);
  const offset = (at: number) => asUtc(localTime(new Date(at), timeZone)) - at;
  const first = guess - offset(guess);
  const second = guess - offset(first);
  return new Date(second);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar date of an instant in the zone, `YYYY-MM-DD`. */
export function localDate(instant: Date, timeZone: string = REPORT_TIME_ZONE): string {
  const t = localTime(instant, timeZone);
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function addMonths(t: LocalTime, months: number): LocalTime {
  const index = t.year * 12 + (t.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { ...t, year, month, day: Math.min(t.day, daysIn(year, month)) };
}

const isMonthStart = (t: LocalTime) => t.day === 1 && t.hour === 0 && t.minute === 0 && t.second === 0 && t.ms === 0;

/** Whole or started months from a month's start to `end`: at least one. */
function monthsSpanned(start: LocalTime, end: LocalTime): number {
  const whole = (end.year - start.year) * 12 + (end.month - start.month);
  return Math.max(1, isMonthStart(end) ? whole : whole + 1);
}

/**
 * The period a range is compared with ("this month against last month"): when the range
 * starts on the first of a month, the same days that many months earlier (November → October,
 * a year → the year before, November 1–24 → October 1–24); otherwise the stretch of the same
 * length just before it (a day, a week). Null when a bound is open.
 */
export function previousRange(range: TimeRange, timeZone: string = REPORT_TIME_ZONE): TimeRange | null {
  const { start, end } = range;
  if (!start || !end) return null;
  const from = localTime(start, timeZone);
  if (isMonthStart(from)) {
    // An inclusive end on the last millisecond of a month is that month's end.
    const endExclusive = range.endInclusive ? new Date(end.getTime() + 1) : end;
    const to = localTime(endExclusive, timeZone);
    const months = monthsSpanned(from, to);
    const shiftedEnd = isMonthStart(to)
      ? new Date(instantOf(addMonths(to, -months), timeZone).getTime() - (range.endInclusive ? 1 : 0))
      : instantOf(addMonths(localTime(end, timeZone), -months), timeZone);
    return { ...range, start: instantOf(addMonths(from, -months), timeZone), end: shiftedEnd };
  }
  const length = end.getTime() - start.getTime();
  return {
    start: new Date(start.getTime() - length),
    startInclusive: range.startInclusive,
    end: start,
    endInclusive: !range.startInclusive,
  };
}

/**
 * The bucket of a series over a range: days up to a month (Today, This Week, This Month),
 * weeks up to a quarter, months beyond and for ranges with an open bound.
 */
export function chooseBucket(range: TimeRange): Bucket {
  if (!range.start || !range.end) return 'month';
  const days = (range.end.getTime() - range.start.getTime()) / DAY_MS;
  if (days <= 31) return 'day';
  return days <= 92 ? 'week' : 'month';
}

const dayNumber = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS;
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The first day of the bucket holding a calendar date (weeks start on Monday). */
export function bucketOf(date: string, bucket: Bucket): string {
  if (bucket === 'day') return date;
  if (bucket === 'month') return `${date.slice(0, 7)}-01`;
  const day = dayNumber(date);
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return dateOfDay(day - ((weekday - WEEK_STARTS_ON + 7) % 7));
}

/** How many buckets run from the one holding `first` to the one holding `last`. */
export function bucketCount(first: string, last: string, bucket: Bucket): number {
  const [a, b] = [bucketOf(first, bucket), bucketOf(last, bucket)];
  if (b < a) return 0;
  if (bucket === 'month') return (+b.slice(0, 4) - +a.slice(0, 4)) * 12 + (+b.slice(5, 7) - +a.slice(5, 7)) + 1;
  return (dayNumber(b) - dayNumber(a)) / (bucket === 'week' ? 7 : 1) + 1;
}

/** The first day of every bucket from the one holding `first` to the one holding `last`. */
export function bucketDates(first: string, last: string, bucket: Bucket): string[] {
  const count = bucketCount(first, last, bucket);
  const start = bucketOf(first, bucket);
  if (bucket === 'month') {
    const index = +start.slice(0, 4) * 12 + (+start.slice(5, 7) - 1);
    return Array.from({ length: count }, (_, k) => {
      const i = index + k;
      return `${pad(Math.floor(i / 12), 4)}-${pad((i % 12) + 1)}-01`;
    });
  }
  const step = bucket === 'week' ? 7 : 1;
  return Array.from({ length: count }, (_, k) => dateOfDay(dayNumber(start) + k * step));
}

/** The calendar dates of a range's first and last instants in the zone; null for an open side. */
export function rangeDates(
  range: TimeRange,
  timeZone: string = REPORT_TIME_ZONE,
): { first: string | null; last: string | null } {
  const last = range.end && (range.endInclusive ? range.end : new Date(range.end.getTime() - 1));
  return {
    first: range.start && localDate(range.start, timeZone),
    last: last && localDate(last, timeZone),
  };
}
