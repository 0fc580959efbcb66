import { describe, expect, it } from 'vitest';
import { exportFileName, exportFilter, exportPresetSpan, exportRequest, formatDay, parseDay } from './exportRange';

describe('export range', () => {
  it('reads and prints DD/MM/YYYY', () => {
    expect(formatDay('2026-07-01')).toBe('01/07/2026');
    expect(parseDay('01/07/2026')).toBe('2026-07-01');
    expect(parseDay(' 1/7/2026 ')).toBe('2026-07-01');
    expect(parseDay('29/02/2028')).toBe('2028-02-29');
    for (const bad of ['31/02/2026', '2026-07-01', '1/13/2026', '', '00/01/2026']) expect(parseDay(bad)).toBeNull();
  });

  it('takes Today and This Month in Vietnam’s days', () => {
    // 23:30 UTC on 31 July is already 1 August in Vietnam.
    const now = new Date('2026-07-31T23:30:00Z');
    expect(exportPresetSpan('today', now)).toEqual({ first: '2026-08-01', last: '2026-08-01' });
    expect(exportPresetSpan('thisMonth', now)).toEqual({ first: '2026-08-01', last: '2026-08-31' });
  });

  it('keeps the list’s search, order and the orders’ department holding the stage', () => {
    const span = { first: '2026-07-01', last: '2026-07-31' };
    const list = { filter: '{"status":"done"}', q: 'logo', orderBy: '-createdAt' };
    expect(exportRequest({ ...list, heldBy: 3 }, span)).toMatchObject({ q: 'logo', orderBy: '-createdAt', heldBy: 3 });
    expect(exportRequest(list, span).heldBy).toBeUndefined();
  });

  it('adds the range to the list’s filter', () => {
    const span = { first: '2026-07-01', last: '2026-07-31' };
    expect(JSON.parse(exportFilter('{"status":{"$in":["done"]}}', span))).toEqual({
      status: { $in: ['done'] },
      startTime: '2026-07-01T00:00:00+07:00',
      endTime: '2026-08-01T00:00:00+07:00',
    });
    expect(JSON.parse(exportFilter(undefined, span))).toEqual({
      startTime: '2026-07-01T00:00:00+07:00',
      endTime: '2026-08-01T00:00:00+07:00',
    });
    expect(exportFileName('orders', span)).toBe('orders_01-07-2026_31-07-2026.xlsx');
  });
});
