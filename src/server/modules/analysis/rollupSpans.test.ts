import { describe, expect, it } from 'vitest';
import { ALL_TIME, type TimeRange } from '../../../shared/domain/period';
import { rollupSpans } from './rollupSpans';

/** Ranges in Vietnam's time (UTC+7), as the reports ask them. */
const at = (local: string) => new Date(`${local}+07:00`);
const range = (start: string | null, end: string | null, startInclusive = true, endInclusive = false): TimeRange => ({
  start: start === null ? null : at(start),
  startInclusive,
  end: end === null ? null : at(end),
  endInclusive,
});

describe('rollupSpans', () => {
  it('reads whole months from month cells, the days around them from day cells, and no edge at midnights', () => {
    expect(rollupSpans(range('2026-01-15T00:00:00', '2026-04-10T00:00:00'), true)).toEqual({
      months: { from: '2026-02-01', to: '2026-04-01' },
      days: [
        { from: '2026-01-15', to: '2026-02-01' },
        { from: '2026-04-01', to: '2026-04-10' },
      ],
      edges: [],
    });
  });

  it('reads every whole day from day cells when a series needs days', () => {
    expect(rollupSpans(range('2026-01-15T00:00:00', '2026-04-10T00:00:00'), false)).toEqual({
      months: null,
      days: [{ from: '2026-01-15', to: '2026-04-10' }],
      edges: [],
    });
  });

  it('reads the parts of a day at the edges from the orders', () => {
    const spans = rollupSpans(range('2026-03-01T09:30:00', '2026-03-31T18:00:00', false, true), true);
    expect(spans.months).toBeNull();
    expect(spans.days).toEqual([{ from: '2026-03-02', to: '2026-03-31' }]);
    expect(spans.edges).toEqual([
      { start: at('2026-03-01T09:30:00'), startInclusive: false, end: at('2026-03-02T00:00:00'), endInclusive: false },
      { start: at('2026-03-31T00:00:00'), startInclusive: true, end: at('2026-03-31T18:00:00'), endInclusive: true },
    ]);
  });

  it('keeps an inclusive end at midnight as an edge, and an exclusive start at midnight out of the first day', () => {
    const spans = rollupSpans(range('2026-03-01T00:00:00', '2026-03-05T00:00:00', false, true), true);
    expect(spans.days).toEqual([{ from: '2026-03-02', to: '2026-03-05' }]);
    expect(spans.edges).toHaveLength(2);
    expect(spans.edges[1]).toEqual({
      start: at('2026-03-05T00:00:00'),
      startInclusive: true,
      end: at('2026-03-05T00:00:00'),
      endInclusive: true,
    });
  });

  it('reads a range within one day, or across a midnight with no whole day, from the orders alone', () => {
    const short = range('2026-03-01T09:00:00', '2026-03-02T08:00:00');
    expect(rollupSpans(short, true)).toEqual({ months: null, days: [], edges: [short] });
  });

  it('leaves open sides open', () => {
    expect(rollupSpans(ALL_TIME, true)).toEqual({ months: { from: null, to: null }, days: [], edges: [] });
    expect(rollupSpans(range(null, '2026-03-10T12:00:00'), true)).toEqual({
      months: { from: null, to: '2026-03-01' },
      days: [{ from: '2026-03-01', to: '2026-03-10' }],
      edges: [
        { start: at('2026-03-10T00:00:00'), startInclusive: true, end: at('2026-03-10T12:00:00'), endInclusive: false },
      ],
    });
    expect(rollupSpans(range('2026-03-10T12:00:00', null), false).days).toEqual([{ from: '2026-03-11', to: null }]);
  });
});
