import { describe, expect, it } from 'vitest';
import {
  analysisFilterSchema,
  INSTANT_MESSAGE,
  ONE_BOUND_MESSAGE,
  parseJsonParam,
  RANGE_ORDER_MESSAGE,
  rangeSchema,
  summaryFilterSchema,
} from './reportFilters';

describe('rangeSchema', () => {
  it('reads one or two bounds with their zone and whether they are included', () => {
    expect(rangeSchema.parse({ $gte: '2026-11-01T00:00:00+07:00', $lt: '2026-12-01T00:00:00Z' })).toEqual({
      start: new Date('2026-10-31T17:00:00Z'),
      startInclusive: true,
      end: new Date('2026-12-01T00:00:00Z'),
      endInclusive: false,
    });
    expect(rangeSchema.parse({ $gt: '2026-11-01T00:00:00.123Z' })).toEqual({
      start: new Date('2026-11-01T00:00:00.123Z'),
      startInclusive: false,
      end: null,
      endInclusive: false,
    });
    expect(rangeSchema.parse({ $lte: '2026-11-01T00:00:00Z' })).toMatchObject({ start: null, endInclusive: true });
  });

  it('refuses dates without a zone, dates that do not exist, and other text', () => {
    for (const value of ['2026-11-01', '2026-11-01T00:00:00', '2026-02-30T00:00:00Z', '01/11/2026', 'now', 5, null]) {
      const result = rangeSchema.safeParse({ $gte: value });
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(INSTANT_MESSAGE);
    }
  });

  it('refuses a start after the end, two bounds on one side and unknown operators', () => {
    const reversed = rangeSchema.safeParse({ $gte: '2026-12-01T00:00:00Z', $lt: '2026-11-01T00:00:00Z' });
    expect(reversed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['$lt', RANGE_ORDER_MESSAGE]]);
    const both = rangeSchema.safeParse({ $gt: '2026-11-01T00:00:00Z', $gte: '2026-11-01T00:00:00Z' });
    expect(both.error?.issues[0]?.message).toBe(ONE_BOUND_MESSAGE);
    expect(rangeSchema.safeParse({ $eq: '2026-11-01T00:00:00Z' }).success).toBe(false);
    // An empty range is not an error: it counts nothing.
    expect(rangeSchema.safeParse({ $gte: '2026-11-01T00:00:00Z', $lt: '2026-11-01T00:00:00Z' }).success).toBe(true);
  });
});

describe('parseJsonParam', () => {
  it('names problems under the parameter and reads statuses and groups in every spelling', () => {
    expect(parseJsonParam('{"createdAt":{"$gte":"x"},"other":1}', summaryFilterSchema)).toEqual({
      ok: false,
      errors: [
        { path: 'filter.createdAt.$gte', message: INSTANT_MESSAGE },
        { path: 'filter.other', message: 'Unknown field.' },
      ],
    });
    expect(parseJsonParam('[', summaryFilterSchema)).toEqual({
      ok: false,
      errors: [{ path: 'filter', message: 'The filter is not valid JSON.' }],
    });
    const read = (filter: unknown) => parseJsonParam(JSON.stringify(filter), analysisFilterSchema);
    expect(read({ status: 'done', id: 3 })).toMatchObject({ ok: true, value: { statuses: ['done'], groups: [3] } });
    expect(read({ status: ['done', 'feedback'], id: [3, 4] })).toMatchObject({
      value: { statuses: ['done', 'feedback'], groups: [3, 4] },
    });
    expect(read({ status: { $in: ['done'] }, id: { $in: [3] } })).toMatchObject({
      value: { statuses: ['done'], groups: [3] },
    });
    expect(read({ status: 'finished' })).toMatchObject({ ok: false });
    expect(read({ id: 0 })).toMatchObject({ ok: false });
    expect(parseJsonParam(undefined, analysisFilterSchema)).toMatchObject({ ok: true, value: { statuses: null } });
  });
});
