import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  datesFrom,
  daysBetween,
  isCalendarDate,
  monthStart,
  weekDayIndex,
  weekStart,
} from './calendarDate';

describe('calendar dates', () => {
  it('knows real days from impossible ones', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-4-1')).toBe(false);
    expect(isCalendarDate('yesterday')).toBe(false);
  });

  it('numbers the week from Monday (0) to Sunday (6) and finds its Monday', () => {
    expect(weekDayIndex('2026-03-09')).toBe(0);
    expect(weekDayIndex('2026-03-15')).toBe(6);
    expect(weekStart('2026-03-15')).toBe('2026-03-09');
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-02-20', '2026-03-20')).toBe(28);
    expect(datesFrom('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(datesFrom('2026-03-02', '2026-03-02')).toEqual([]);
  });

  it('steps by months from the first day', () => {
    expect(monthStart('2026-03-19')).toBe('2026-03-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
    expect(addMonths('2026-12-05', 1)).toBe('2027-01-01');
  });
});
