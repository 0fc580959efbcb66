import { describe, expect, it } from 'vitest';
import { changedDays, weekHoursOf } from './registerForm';

const DATES = ['2026-03-09', '2026-03-10', '2026-03-11'];

describe('the register form', () => {
  it('starts from what each day holds, empty where nothing is registered', () => {
    expect(weekHoursOf(DATES, [{ date: '2026-03-10', workingTimes: [13, 8] }])).toEqual({
      '2026-03-09': [],
      '2026-03-10': [8, 13],
      '2026-03-11': [],
    });
  });

  it('sends only the days that changed, an emptied day with no hours', () => {
    const before = { '2026-03-09': [8, 9], '2026-03-10': [13], '2026-03-11': [] };
    const after = { '2026-03-09': [9, 8], '2026-03-10': [], '2026-03-11': [19, 20] };
    expect(changedDays(DATES, before, after)).toEqual([
      { date: '2026-03-10', workingTimes: [] },
      { date: '2026-03-11', workingTimes: [19, 20] },
    ]);
  });
});
