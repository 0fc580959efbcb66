import type { CalendarDate } from '../../../shared/domain/payroll/calendarDate';
import { sortedHours } from '../../../shared/domain/payroll/workingHours';

/** The hours of each day of the form, by date. */
export type WeekHours = Readonly<Record<CalendarDate, readonly number[]>>;

/** The form's starting hours: what each day of the week holds already. */
export function weekHoursOf(
  dates: readonly CalendarDate[],
  registers: readonly { readonly date: string; readonly workingTimes: readonly number[] | null }[],
): WeekHours {
  const byDate = new Map(registers.map((r) => [r.date, r.workingTimes ?? []]));
  return Object.fromEntries(dates.map((date) => [date, sortedHours(byDate.get(date) ?? [])]));
}

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && sortedHours(a).every((hour, i) => hour === sortedHours(b)[i]);

/** The days whose hours changed, as createMany takes them; an emptied day clears it. */
export function changedDays(
  dates: readonly CalendarDate[],
  before: WeekHours,
  after: WeekHours,
): { date: CalendarDate; workingTimes: number[] }[] {
  return dates
    .filter((date) => !same(before[date] ?? [], after[date] ?? []))
    .map((date) => ({ date, workingTimes: sortedHours(after[date] ?? []) }));
}
