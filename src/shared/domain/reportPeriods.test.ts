import { describe, expect, it } from 'vitest';
import { addDays, presetSpan, spanRange, startOfDay } from './reportPeriods';

// 2026-11-25 is a Wednesday; 18:00Z on the 24th is already the 25th in Vietnam.
const now = new Date('2026-11-24T18:00:00Z');

describe('report periods', () => {
  it('takes the day of the report zone, not of UTC', () => {
    expect(presetSpan('today', now)).toEqual({ first: '2026-11-25', last: '2026-11-25' });
  });

  it('starts weeks on Monday', () => {
    expect(presetSpan('week', now)).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(presetSpan('week', new Date('2026-11-29T10:00:00Z'))).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(presetSpan('week', new Date('2026-11-30T10:00:00Z'))).toEqual({ first: '2026-11-30', last: '2026-12-06' });
  });

  it('covers whole months and years, December and February included', () => {
    expect(presetSpan('month', now)).toEqual({ first: '2026-11-01', last: '2026-11-30' });
    expect(presetSpan('month', new Date('2026-12-05T00:00:00Z'))).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(presetSpan('month', new Date('2028-02-10T00:00:00Z'))).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(presetSpan('year', now)).toEqual({ first: '2026-01-01', last: '2026-12-31' });
  });

  it('writes ranges as instants with the zone, end excluded', () => {
    expect(startOfDay('2026-11-01')).toBe('2026-11-01T00:00:00+07:00');
    expect(spanRange({ first: '2026-11-01', last: '2026-11-30' })).toEqual({
      $gte: '2026-11-01T00:00:00+07:00',
      $lt: '2026-12-01T00:00:00+07:00',
    });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
