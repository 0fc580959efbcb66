import { describe, expect, it } from 'vitest';
import {
  ALL_TIME,
  bucketCount,
  bucketDates,
  bucketOf,
  chooseBucket,
  localDate,
  previousRange,
  rangeDates,
  type TimeRange,
} from './period';

const at = (iso: string) => new Date(iso);
const halfOpen = (start: string, end: string): TimeRange => ({
  start: at(start),
  startInclusive: true,
  end: at(end),
  endInclusive: false,
});
const iso = (range: TimeRange | null) => range && [range.start?.toISOString(), range.end?.toISOString()];

describe('localDate', () => {
  it('reads the calendar date in Vietnam, not in UTC', () => {
    expect(localDate(at('2026-10-31T16:59:59.999Z'))).toBe('2026-10-31');
    expect(localDate(at('2026-10-31T17:00:00.000Z'))).toBe('2026-11-01');
    expect(localDate(at('2026-10-31T17:00:00.000Z'), 'UTC')).toBe('2026-10-31');
  });
});

describe('previousRange', () => {
  it('compares a whole month with the month before, by Vietnam’s calendar', () => {
    const november = halfOpen('2026-11-01T00:00:00+07:00', '2026-12-01T00:00:00+07:00');
    expect(iso(previousRange(november))).toEqual(['2026-09-30T17:00:00.000Z', '2026-10-31T17:00:00.000Z']);
  });

  it('compares a month to date with the same days of the month before', () => {
    const toDate = halfOpen('2026-03-01T00:00:00+07:00', '2026-03-31T10:00:00+07:00');
    // February has 28 days: the end is clamped to its last day, at the same time of day.
    expect(iso(previousRange(toDate))).toEqual(['2026-01-31T17:00:00.000Z', '2026-02-28T03:00:00.000Z']);
  });

  it('treats an inclusive end on a month’s last millisecond as the month’s end', () => {
    const november: TimeRange = {
      start: at('2026-11-01T00:00:00+07:00'),
      startInclusive: true,
      end: at('2026-11-30T23:59:59.999+07:00'),
      endInclusive: true,
    };
    expect(iso(previousRange(november))).toEqual(['2026-09-30T17:00:00.000Z', '2026-10-31T16:59:59.999Z']);
  });

  it('compares a year with the year before and a quarter with the quarter before', () => {
    expect(iso(previousRange(halfOpen('2026-01-01T00:00:00+07:00', '2027-01-01T00:00:00+07:00')))).toEqual([
      '2024-12-31T17:00:00.000Z',
      '2025-12-31T17:00:00.000Z',
    ]);
    expect(iso(previousRange(halfOpen('2026-04-01T00:00:00+07:00', '2026-07-01T00:00:00+07:00')))).toEqual([
      '2025-12-31T17:00:00.000Z',
      '2026-03-31T17:00:00.000Z',
    ]);
  });

  it('takes the stretch of the same length just before any other range, touching but not overlapping', () => {
    const week = halfOpen('2026-11-23T00:00:00+07:00', '2026-11-30T00:00:00+07:00');
    expect(iso(previousRange(week))).toEqual(['2026-11-15T17:00:00.000Z', '2026-11-22T17:00:00.000Z']);
    expect(previousRange(week)).toMatchObject({ startInclusive: true, endInclusive: false });
    const exclusiveStart: TimeRange = { ...week, startInclusive: false };
    expect(previousRange(exclusiveStart)).toMatchObject({ startInclusive: false, endInclusive: true });
  });

  it('has nothing to compare an open range with', () => {
    expect(previousRange(ALL_TIME)).toBeNull();
    expect(previousRange({ ...ALL_TIME, start: at('2026-01-01T00:00:00Z') })).toBeNull();
  });
});

describe('chooseBucket', () => {
  it('draws days up to a month, weeks up to a quarter, months beyond and for open ranges', () => {
    expect(chooseBucket(halfOpen('2026-11-01T00:00:00+07:00', '2026-11-02T00:00:00+07:00'))).toBe('day');
    expect(chooseBucket(halfOpen('2026-10-01T00:00:00+07:00', '2026-11-01T00:00:00+07:00'))).toBe('day');
    expect(chooseBucket(halfOpen('2026-10-01T00:00:00+07:00', '2026-11-02T00:00:00+07:00'))).toBe('week');
    expect(chooseBucket(halfOpen('2026-04-01T00:00:00+07:00', '2026-07-01T00:00:00+07:00'))).toBe('week');
    expect(chooseBucket(halfOpen('2026-01-01T00:00:00+07:00', '2027-01-01T00:00:00+07:00'))).toBe('month');
    expect(chooseBucket(ALL_TIME)).toBe('month');
  });
});

describe('buckets', () => {
  it('starts weeks on Monday and months on the first', () => {
    expect(bucketOf('2026-11-01', 'week')).toBe('2026-10-26'); // a Sunday
    expect(bucketOf('2026-11-02', 'week')).toBe('2026-11-02'); // a Monday
    expect(bucketOf('2026-11-08', 'week')).toBe('2026-11-02');
    expect(bucketOf('2026-11-19', 'month')).toBe('2026-11-01');
    expect(bucketOf('2026-11-19', 'day')).toBe('2026-11-19');
  });

  it('lists every bucket between two dates, across months and years', () => {
    expect(bucketDates('2026-12-30', '2027-01-02', 'day')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(bucketDates('2026-11-01', '2026-11-30', 'week')).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(bucketDates('2026-11-15', '2027-02-03', 'month')).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
    expect(bucketCount('2024-01-01', '2024-12-31', 'day')).toBe(366);
    expect(bucketDates('2026-11-02', '2026-11-01', 'day')).toEqual([]);
  });

  it('reads a range’s first and last days in Vietnam, an exclusive end belonging to the day before', () => {
    expect(rangeDates(halfOpen('2026-10-31T17:00:00Z', '2026-11-30T17:00:00Z'))).toEqual({
      first: '2026-11-01',
      last: '2026-11-30',
    });
    expect(rangeDates(ALL_TIME)).toEqual({ first: null, last: null });
  });
});
