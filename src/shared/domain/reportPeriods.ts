import { WEEK_STARTS_ON } from './constants';
import { localDate, REPORT_TIME_ZONE } from './period';
import { DAY_MS } from './time';

/**
 * The ranges the screens ask the reports for: the presets of spec section 2 (Today, This
 * Week from Monday, This Month, This Year) and a custom range of calendar dates, each as the
 * `createdAt` condition of a report `filter`, in {@link REPORT_TIME_ZONE}'s days.
 */

export const PERIOD_PRESETS = ['today', 'week', 'month', 'year'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A range of whole days: `first` and `last` included, `YYYY-MM-DD`. */
export interface DateSpan {
  readonly first: string;
  readonly last: string;
}

/** The `createdAt` condition of a report filter: from the start of one day to the start of another. */
export interface CreatedAtRange {
  readonly $gte: string;
  readonly $lt: string;
}

const dayNumber = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS;
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** The days of a preset that hold `now` (as its calendar date in the report zone). */
export function presetSpan(preset: PeriodPreset, now: Date): DateSpan {
  const today = localDate(now, REPORT_TIME_ZONE);
  const year = today.slice(0, 4);
  switch (preset) {
    case 'today':
      return { first: today, last: today };
    case 'week': {
      const weekday = new Date(dayNumber(today) * DAY_MS).getUTCDay();
      const first = addDays(today, -((weekday - WEEK_STARTS_ON + 7) % 7));
      return { first, last: addDays(first, 6) };
    }
    case 'month': {
      const first = `${today.slice(0, 7)}-01`;
      const next = +today.slice(5, 7) === 12 ? `${+year + 1}-01-01` : nextMonth(first);
      return { first, last: addDays(next, -1) };
    }
    case 'year':
      return { first: `${year}-01-01`, last: `${year}-12-31` };
  }
}

function nextMonth(first: string): string {
  const month = +first.slice(5, 7) + 1;
  return `${first.slice(0, 4)}-${String(month).padStart(2, '0')}-01`;
}

/** The zone's offset at an instant, `+07:00`. */
function zoneOffset(at: Date, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/** Midnight at the start of a calendar date in the zone, as ISO 8601 with its offset. */
export function startOfDay(date: string, timeZone: string = REPORT_TIME_ZONE): string {
  return `${date}T00:00:00${zoneOffset(new Date(`${date}T12:00:00Z`), timeZone)}`;
}

/** The `createdAt` condition covering the days of a span. */
export function spanRange(span: DateSpan, timeZone: string = REPORT_TIME_ZONE): CreatedAtRange {
  return { $gte: startOfDay(span.first, timeZone), $lt: startOfDay(addDays(span.last, 1), timeZone) };
}
