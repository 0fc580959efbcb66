import { describe, expect, it } from 'vitest';
import {
  defaultPeriod,
  lastDayOf,
  NORMAL_DAY_HOURS,
  periodInstants,
  salaryMonthOf,
  standardHoursOf,
  workingDaysOf,
} from './salaryPeriod';

describe('the salary period', () => {
  it('runs from the 20th of the previous month up to the 20th', () => {
    expect(defaultPeriod('2026-03-01')).toEqual({ startDate: '2026-02-20', endDate: '2026-03-20' });
    expect(defaultPeriod('2026-01-15')).toEqual({ startDate: '2025-12-20', endDate: '2026-01-20' });
    expect(lastDayOf(defaultPeriod('2026-03-01'))).toBe('2026-03-19');
  });

  it('puts the 19th in its own month and the 20th in the next', () => {
    expect(salaryMonthOf('2026-03-19')).toBe('2026-03-01');
    expect(salaryMonthOf('2026-03-20')).toBe('2026-04-01');
    expect(salaryMonthOf('2026-02-20')).toBe('2026-03-01');
    expect(salaryMonthOf('2026-12-25')).toBe('2027-01-01');
    expect(salaryMonthOf('2026-03-01')).toBe('2026-03-01');
  });

  it('begins and ends at midnight in Vietnam', () => {
    const { start, end } = periodInstants(defaultPeriod('2026-03-01'));
    expect(start.toISOString()).toBe('2026-02-19T17:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-19T17:00:00.000Z');
  });

  it('counts nine standard hours on every day but Sundays', () => {
    expect(NORMAL_DAY_HOURS).toBe(9);
    // 20 February – 19 March 2026: 28 days, four of them Sundays (22 Feb, 1, 8 and 15 Mar).
    const march = defaultPeriod('2026-03-01');
    expect(workingDaysOf(march)).toHaveLength(24);
    expect(standardHoursOf(march)).toBe(216);
    // 20 December 2025 – 19 January 2026: 31 days, five of them Sundays.
    expect(standardHoursOf(defaultPeriod('2026-01-01'))).toBe(26 * 9);
  });
});
