import { WORKING_PHASES, type WorkingPhase } from '../../../shared/domain/constants';
import { datesFrom, addDays, type CalendarDate } from '../../../shared/domain/payroll/calendarDate';
import { PHASE_HOURS, phasesOf } from '../../../shared/domain/payroll/workingHours';

/** What the calendar needs of a register. */
export interface RegisterLike {
  readonly userId: number;
  readonly date: string;
  readonly workingTimes: readonly number[] | null;
  readonly totalHours: number | null;
  readonly totalHoursOT: number | null;
  readonly user?: { readonly displayName?: string | null } | null;
}

/** One person's line of the week table: their registers by date and their totals. */
export interface WeekRow<R extends RegisterLike> {
  readonly userId: number;
  readonly name: string;
  readonly days: ReadonlyMap<string, R>;
  readonly totalHours: number;
  readonly totalHoursOT: number;
}

/** The seven dates of the week that starts on `monday`. */
export const weekDates = (monday: CalendarDate): CalendarDate[] => datesFrom(monday, addDays(monday, 7));

/** The week table's lines: one per person, by name. */
export function weekRows<R extends RegisterLike>(registers: readonly R[]): WeekRow<R>[] {
  const byUser = new Map<number, { name: string; days: Map<string, R>; totalHours: number; totalHoursOT: number }>();
  for (const register of registers) {
    const row = byUser.get(register.userId) ?? {
      name: register.user?.displayName ?? `#${register.userId}`,
      days: new Map<string, R>(),
      totalHours: 0,
      totalHoursOT: 0,
    };
    row.days.set(register.date, register);
    row.totalHours += register.totalHours ?? 0;
    row.totalHoursOT += register.totalHoursOT ?? 0;
    byUser.set(register.userId, row);
  }
  return [...byUser.entries()]
    .map(([userId, row]) => ({ userId, ...row }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
}

/** A day of the month calendar: who works, how long, and how many people each shift has. */
export interface DaySummary {
  readonly people: number;
  readonly totalHours: number;
  readonly totalHoursOT: number;
  readonly shifts: Readonly<Record<WorkingPhase, number>>;
}

const NO_SHIFTS: Record<WorkingPhase, number> = { C1: 0, C2: 0, C3: 0 };

/** The calendar's days, by date. */
export function daySummaries(registers: readonly RegisterLike[]): Map<string, DaySummary> {
  const days = new Map<string, DaySummary>();
  for (const register of registers) {
    const day = days.get(register.date) ?? { people: 0, totalHours: 0, totalHoursOT: 0, shifts: NO_SHIFTS };
    const shifts = { ...day.shifts };
    for (const phase of phasesOf(register.workingTimes ?? [])) shifts[phase] += 1;
    days.set(register.date, {
      people: day.people + 1,
      totalHours: day.totalHours + (register.totalHours ?? 0),
      totalHoursOT: day.totalHoursOT + (register.totalHoursOT ?? 0),
      shifts,
    });
  }
  return days;
}

/** The registered hours as clock ranges: `8–12, 13–15`. */
export function hourRanges(hours: readonly number[]): string {
  const sorted = [...hours].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const hour of sorted) {
    const last = ranges.at(-1);
    if (last && last[1] === hour) last[1] = hour + 1;
    else ranges.push([hour, hour + 1]);
  }
  return ranges.map(([from, to]) => `${from}–${to}`).join(', ');
}

/** A shift and how much of it a day holds: whole, or some of its hours. */
export interface ShiftMark {
  readonly phase: WorkingPhase;
  readonly whole: boolean;
}

export const shiftMarks = (hours: readonly number[]): ShiftMark[] =>
  WORKING_PHASES.filter((p) => PHASE_HOURS[p.key].some((h) => hours.includes(h))).map((p) => ({
    phase: p.key,
    whole: PHASE_HOURS[p.key].every((h) => hours.includes(h)),
  }));
