import { describe, expect, it } from 'vitest';
import {
  deadlineLevel,
  durationBetween,
  formatCompact,
  formatDateTime,
  formatDuration,
  formatExportDate,
  formatMoney,
  groupThousands,
  minutesBetween,
} from './format';

describe('formatMoney', () => {
  it.each([
    [1_500_000, 'en', '1,500,000 đ'],
    [1_500_000, 'vi', '1.500.000 đ'],
    [0, 'en', '0 đ'],
    [999, 'en', '999 đ'],
    [1_000, 'vi', '1.000 đ'],
    [-25_000, 'en', '-25,000 đ'],
    [1_234_567_890, 'en', '1,234,567,890 đ'],
    [1499.6, 'en', '1,500 đ'],
  ] as const)('%d in %s is %s', (value, language, text) => {
    expect(formatMoney(value, language)).toBe(text);
  });

  it('defaults to English', () => {
    expect(formatMoney(10_000)).toBe('10,000 đ');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, null, undefined])('prints %s as 0 đ', (value) => {
    expect(formatMoney(value)).toBe('0 đ');
  });

  it('never prints a negative zero', () => {
    expect(formatMoney(-0.2)).toBe('0 đ');
    expect(groupThousands(-0.4, ',')).toBe('0');
  });
});

describe('formatDateTime', () => {
  it('prints HH:mmA DD/MM/YY in local time', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 14, 5))).toBe('14:05PM 21/11/26');
    expect(formatDateTime(new Date(2026, 0, 2, 9, 7))).toBe('09:07AM 02/01/26');
    expect(formatDateTime(new Date(2030, 11, 31, 0, 0))).toBe('00:00AM 31/12/30');
    expect(formatDateTime(new Date(2026, 5, 1, 12, 0))).toBe('12:00PM 01/06/26');
  });

  it('reads ISO strings', () => {
    const local = new Date(2026, 2, 4, 18, 30);
    expect(formatDateTime(local.toISOString())).toBe('18:30PM 04/03/26');
  });

  it.each(['', 'not a date', null, undefined])('prints an empty string for %s', (value) => {
    expect(formatDateTime(value)).toBe('');
  });
});

describe('formatExportDate', () => {
  it('prints DD/MM/YYYY', () => {
    expect(formatExportDate(new Date(2026, 10, 21, 23, 59))).toBe('21/11/2026');
    expect(formatExportDate(new Date(2026, 0, 5).toISOString())).toBe('05/01/2026');
    expect(formatExportDate('garbage')).toBe('');
  });
});

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [999.99, '1K'],
    [1_000, '1K'],
    [1_500, '1.5K'],
    [12_340, '12.3K'],
    [999_950, '1M'],
    [2_000_000, '2M'],
    [2_250_000, '2.3M'],
    [3_100_000_000, '3.1B'],
    [-1_500, '-1.5K'],
    [Number.NaN, '0'],
    [null, '0'],
  ])('%s → %s', (value, text) => {
    expect(formatCompact(value)).toBe(text);
  });
});

describe('durations', () => {
  it.each([
    [0, '0h 0m'],
    [59, '0h 59m'],
    [60, '1h 0m'],
    [125, '2h 5m'],
    [1_501.9, '25h 1m'],
    [-30, '0h 0m'],
    [Number.NaN, '0h 0m'],
  ])('%s minutes → %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it('measures created to updated', () => {
    const created = '2026-03-01T08:00:00.000Z';
    expect(minutesBetween(created, '2026-03-01T10:45:30.000Z')).toBe(165);
    expect(durationBetween(created, '2026-03-02T09:15:00.000Z')).toBe('25h 15m');
    expect(durationBetween(created, null)).toBe('0h 0m');
    expect(durationBetween('2026-03-02T00:00:00Z', created)).toBe('0h 0m');
  });
});

describe('deadlineLevel', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();

  it.each([
    [inHours(-3), 'danger'],
    [inHours(0.5), 'danger'],
    [inHours(1.99), 'danger'],
    [inHours(2), 'warning'],
    [inHours(3.9), 'warning'],
    [inHours(4), null],
    [inHours(48), null],
  ])('deadline %s is %s', (deadline, level) => {
    expect(deadlineLevel(deadline, 'design_in_progress', now)).toBe(level);
  });

  it('shows nothing for done or canceled orders or a missing deadline', () => {
    expect(deadlineLevel(inHours(1), 'done', now)).toBeNull();
    expect(deadlineLevel(inHours(1), 'canceled', now)).toBeNull();
    expect(deadlineLevel(null, 'new_deal', now)).toBeNull();
    expect(deadlineLevel('nonsense', 'new_deal', now)).toBeNull();
  });

  it('takes a Date and a missing status', () => {
    expect(deadlineLevel(new Date(now.getTime() + 3_600_000), undefined, now)).toBe('danger');
  });
});
