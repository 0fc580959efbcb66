import { addDays, startOfDay } from '../../../shared/domain/reportPeriods';
import { localDate, type TimeRange } from '../../../shared/domain/period';

/** Calendar dates `[from, to)` in the report time zone; a null bound leaves that side open. */
export interface DateSpan {
  readonly from: string | null;
  readonly to: string | null;
}

/**
 * How a range of instants is read from the roll-ups: its whole months from the month cells,
 * its other whole days from the day cells, and the parts of a day at its two edges from the
 * orders themselves.
 */
export interface RollupSpans {
  readonly months: DateSpan | null;
  readonly days: readonly DateSpan[];
  readonly edges: readonly TimeRange[];
}

const midnight = (date: string) => new Date(startOfDay(date));
const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;
const nextMonth = (date: string) => {
  const [year, month] = [+date.slice(0, 4), +date.slice(5, 7)];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};
const before = (a: string | null, b: string | null) => a === null || b === null || a < b;

/**
 * Splits a range into what {@link RollupSpans} says. With `months` false (a series by day or
 * week, which month cells cannot split), every whole day is read from the day cells.
 */
export function rollupSpans(range: TimeRange, months: boolean): RollupSpans {
  const { start, end } = range;
  // The first whole day: the start's own when the range starts at its midnight, else the next.
  const startDate = start && localDate(start);
  const firstDay =
    start && startDate
      ? range.startInclusive && midnight(startDate).getTime() === start.getTime()
        ? startDate
        : addDays(startDate, 1)
      : null;
  // The day after the last whole day: the end's own (its midnight, if inside, is an edge).
  const endDay = end ? localDate(end) : null;
  if (!before(firstDay, endDay)) return { months: null, days: [], edges: [range] };

  const edges: TimeRange[] = [];
  if (start && firstDay && midnight(firstDay) > start) {
    edges.push({ start, startInclusive: range.startInclusive, end: midnight(firstDay), endInclusive: false });
  }
  if (end && endDay) {
    const from = midnight(endDay);
    if (end > from || (range.endInclusive && end.getTime() === from.getTime())) {
      edges.push({ start: from, startInclusive: true, end, endInclusive: range.endInclusive });
    }
  }

  const monthFrom = firstDay === null ? null : firstOfMonth(firstDay) === firstDay ? firstDay : nextMonth(firstDay);
  const monthTo = endDay === null ? null : firstOfMonth(endDay);
  if (!months || !before(monthFrom, monthTo)) {
    return { months: null, days: [{ from: firstDay, to: endDay }], edges };
  }
  const days = [
    ...(monthFrom !== null && firstDay !== monthFrom ? [{ from: firstDay, to: monthFrom }] : []),
    ...(monthTo !== null && monthTo !== endDay ? [{ from: monthTo, to: endDay }] : []),
  ];
  return { months: { from: monthFrom, to: monthTo }, days, edges };
}
