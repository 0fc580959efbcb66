import {
  OVERTIME_DAY_INDEX,
  OVERTIME_FROM_HOUR,
  SLOT_GROUP_HOURS,
  WORKING_PHASES,
  type WorkingPhase,
} from '../constants';
import { weekDayIndex, type CalendarDate } from './calendarDate';

/**
 * One day's working register: the clock hours a person works, `8` standing for 08:00–09:00.
 * Hours lie in the three shifts of spec section 9 (C1 8–12, C2 13–18, C3 19–24, end hour
 * excluded); hours from 19:00 on, and every hour of the week's seventh day (index 6, Sunday
 * in a Monday-first week), are overtime (spec section 5).
 */

const hoursOfPhase = (phase: (typeof WORKING_PHASES)[number]) =>
  Array.from({ length: phase.endHour - phase.startHour }, (_, i) => phase.startHour + i);

/** Every hour a register may hold, in order: 8–11, 13–17, 19–23. */
export const WORKING_HOURS: readonly number[] = WORKING_PHASES.flatMap(hoursOfPhase);

/** The hours of each shift. */
export const PHASE_HOURS: Readonly<Record<WorkingPhase, readonly number[]>> = {
  C1: hoursOfPhase(WORKING_PHASES[0]),
  C2: hoursOfPhase(WORKING_PHASES[1]),
  C3: hoursOfPhase(WORKING_PHASES[2]),
};

/** The shift an hour belongs to, or null for an hour outside every shift. */
export function phaseOf(hour: number): WorkingPhase | null {
  return WORKING_PHASES.find((p) => hour >= p.startHour && hour < p.endHour)?.key ?? null;
}

/** True when working `hour` on the day of week `dayIndex` (0 Monday … 6 Sunday) is overtime. */
export const isOvertimeHour = (dayIndex: number, hour: number): boolean =>
  dayIndex === OVERTIME_DAY_INDEX || hour >= OVERTIME_FROM_HOUR;

/** A day's hours split into normal and overtime hours: what a register stores as its totals. */
export interface DayHours {
  /** Normal (not overtime) hours. */
  readonly totalHours: number;
  /** Overtime hours. */
  readonly totalHoursOT: number;
}

export function dayHours(date: CalendarDate, workingTimes: readonly number[]): DayHours {
  const day = weekDayIndex(date);
  const overtime = workingTimes.filter((hour) => isOvertimeHour(day, hour)).length;
  return { totalHours: workingTimes.length - overtime, totalHoursOT: overtime };
}

/** How the shifts read in a message: `C1 8–12, C2 13–18, C3 19–24`. */
export const SHIFTS_TEXT = WORKING_PHASES.map((p) => `${p.key} ${p.startHour}–${p.endHour}`).join(', ');

/**
 * Why a day's hours cannot be registered, in words the API answers with; null when they can.
 * An hour must be a whole clock hour inside a shift, and no hour may be given twice.
 */
export function workingTimesProblem(workingTimes: readonly number[]): string | null {
  const seen = new Set<number>();
  for (const hour of workingTimes) {
    if (!Number.isInteger(hour) || hour < 0 || hour > 23) return `${hour} is not an hour of the day (0 to 23).`;
    if (phaseOf(hour) === null) return `Hour ${hour}:00 is outside the shifts (${SHIFTS_TEXT}).`;
    if (seen.has(hour)) return `Hour ${hour}:00 is registered twice.`;
    seen.add(hour);
  }
  return null;
}

/** The hours in order, each once. */
export const sortedHours = (hours: Iterable<number>): number[] => [...new Set(hours)].sort((a, b) => a - b);

/**
 * Picking an hour on the register grid: an empty hour fills the four-hour slot that starts at
 * it (as far as its shift goes); a registered hour is cleared alone.
 */
export function pickSlot(hours: readonly number[], hour: number): number[] {
  if (hours.includes(hour)) return hours.filter((h) => h !== hour);
  const phase = phaseOf(hour);
  if (phase === null) return [...hours];
  const slot = PHASE_HOURS[phase].filter((h) => h >= hour && h < hour + SLOT_GROUP_HOURS);
  return sortedHours([...hours, ...slot]);
}

/** Picking a shift: fills all its hours, or clears them when they are all registered already. */
export function toggleShift(hours: readonly number[], phase: WorkingPhase): number[] {
  const shift = PHASE_HOURS[phase];
  if (shift.every((h) => hours.includes(h))) return hours.filter((h) => !shift.includes(h));
  return sortedHours([...hours, ...shift]);
}

/** The shifts a day's hours touch, in order. */
export const phasesOf = (hours: readonly number[]): WorkingPhase[] =>
  WORKING_PHASES.map((p) => p.key).filter((key) => PHASE_HOURS[key].some((h) => hours.includes(h)));
