import { describe, expect, it } from 'vitest';
import {
  dayHours,
  isOvertimeHour,
  phaseOf,
  phasesOf,
  pickSlot,
  toggleShift,
  WORKING_HOURS,
  workingTimesProblem,
} from './workingHours';

// 2026-03-09 is a Monday, 2026-03-14 a Saturday, 2026-03-15 a Sunday.
const MONDAY = '2026-03-09';
const SATURDAY = '2026-03-14';
const SUNDAY = '2026-03-15';

describe('the shifts', () => {
  it('hold the hours 8–11, 13–17 and 19–23', () => {
    expect(WORKING_HOURS).toEqual([8, 9, 10, 11, 13, 14, 15, 16, 17, 19, 20, 21, 22, 23]);
    expect([7, 8, 11, 12, 13, 17, 18, 19, 23].map(phaseOf)).toEqual([
      null,
      'C1',
      'C1',
      null,
      'C2',
      'C2',
      null,
      'C3',
      'C3',
    ]);
  });
});

describe('overtime', () => {
  it('starts at 19:00: the hour 18:00–19:00 is normal, 19:00–20:00 is overtime', () => {
    expect(isOvertimeHour(0, 17)).toBe(false);
    expect(isOvertimeHour(0, 18)).toBe(false);
    expect(isOvertimeHour(0, 19)).toBe(true);
    expect(isOvertimeHour(0, 23)).toBe(true);
  });

  it('is every hour of day index 6 (Sunday), and no hour of Saturday before 19:00', () => {
    expect(isOvertimeHour(6, 8)).toBe(true);
    expect(isOvertimeHour(5, 8)).toBe(false);
    expect(dayHours(SUNDAY, [8, 9, 10, 11, 13])).toEqual({ totalHours: 0, totalHoursOT: 5 });
    expect(dayHours(SATURDAY, [8, 9, 10, 11, 13])).toEqual({ totalHours: 5, totalHoursOT: 0 });
  });

  it('splits a weekday into normal and overtime hours', () => {
    expect(dayHours(MONDAY, [8, 9, 10, 11, 13, 14, 15, 16, 17, 19, 20])).toEqual({ totalHours: 9, totalHoursOT: 2 });
    expect(dayHours(MONDAY, [])).toEqual({ totalHours: 0, totalHoursOT: 0 });
  });
});

describe('workingTimesProblem', () => {
  it('accepts hours inside the shifts, each once', () => {
    expect(workingTimesProblem([8, 9, 19, 23])).toBeNull();
    expect(workingTimesProblem([])).toBeNull();
  });

  it('refuses hours outside the shifts, impossible hours and an hour given twice', () => {
    expect(workingTimesProblem([12])).toBe('Hour 12:00 is outside the shifts (C1 8–12, C2 13–18, C3 19–24).');
    expect(workingTimesProblem([18])).toMatch(/18:00 is outside the shifts/);
    expect(workingTimesProblem([7])).toMatch(/7:00 is outside/);
    expect(workingTimesProblem([24])).toBe('24 is not an hour of the day (0 to 23).');
    expect(workingTimesProblem([8.5])).toMatch(/not an hour/);
    expect(workingTimesProblem([9, 10, 9])).toBe('Hour 9:00 is registered twice.');
  });
});

describe('picking on the grid', () => {
  it('fills the four-hour slot that starts at an empty hour, within its shift', () => {
    expect(pickSlot([], 8)).toEqual([8, 9, 10, 11]);
    expect(pickSlot([], 13)).toEqual([13, 14, 15, 16]);
    expect(pickSlot([], 15)).toEqual([15, 16, 17]);
    expect(pickSlot([8, 9, 10, 11], 14)).toEqual([8, 9, 10, 11, 14, 15, 16, 17]);
  });

  it('clears a registered hour alone, and ignores an hour outside the shifts', () => {
    expect(pickSlot([8, 9, 10, 11], 9)).toEqual([8, 10, 11]);
    expect(pickSlot([8], 12)).toEqual([8]);
  });

  it('fills a whole shift, or clears it when it is all registered', () => {
    expect(toggleShift([8], 'C2')).toEqual([8, 13, 14, 15, 16, 17]);
    expect(toggleShift([13, 14, 15, 16, 17, 19], 'C2')).toEqual([19]);
    expect(toggleShift([13, 14], 'C2')).toEqual([13, 14, 15, 16, 17]);
    expect(phasesOf([9, 20])).toEqual(['C1', 'C3']);
  });
});
