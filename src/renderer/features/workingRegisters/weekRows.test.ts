import { describe, expect, it } from 'vitest';
import { daySummaries, hourRanges, shiftMarks, weekDates, weekRows } from './weekRows';

const reg = (
  userId: number,
  date: string,
  workingTimes: number[],
  totalHours: number,
  totalHoursOT: number,
  name?: string,
) => ({
  userId,
  date,
  workingTimes,
  totalHours,
  totalHoursOT,
  user: name ? { displayName: name } : null,
});

describe('the week table and the calendar', () => {
  it('lists the week from Monday to Sunday', () => {
    expect(weekDates('2026-03-09')).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
  });

  it('groups registers into one line per person, by name, with their totals', () => {
    const rows = weekRows([
      reg(2, '2026-03-09', [8, 9], 2, 0, 'Minh'),
      reg(1, '2026-03-09', [19], 0, 1, 'Lan'),
      reg(2, '2026-03-15', [8], 0, 1, 'Minh'),
    ]);
    expect(rows.map((r) => [r.name, r.days.size, r.totalHours, r.totalHoursOT])).toEqual([
      ['Lan', 1, 0, 1],
      ['Minh', 2, 2, 1],
    ]);
  });

  it('sums each day and counts the people of each shift', () => {
    const days = daySummaries([reg(1, '2026-03-09', [8, 9, 13], 3, 0), reg(2, '2026-03-09', [19, 20], 0, 2)]);
    expect(days.get('2026-03-09')).toEqual({
      people: 2,
      totalHours: 3,
      totalHoursOT: 2,
      shifts: { C1: 1, C2: 1, C3: 1 },
    });
  });

  it('writes hours as clock ranges and marks whole or partial shifts', () => {
    expect(hourRanges([13, 8, 9, 10, 11, 14])).toBe('8–12, 13–15');
    expect(hourRanges([])).toBe('');
    expect(shiftMarks([8, 9, 10, 11, 13])).toEqual([
      { phase: 'C1', whole: true },
      { phase: 'C2', whole: false },
    ]);
  });
});
