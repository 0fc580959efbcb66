import { describe, expect, it } from 'vitest';
import { formatCompact } from '../../../shared/domain/format';
import {
  analysisSlices,
  bucketLabel,
  largestFirst,
  pieSlices,
  reportFilter,
  seriesPoints,
  tickEvery,
  withStatusNames,
} from './reportData';

const names = { none: 'None', others: 'Others' };
const createdAt = { $gte: '2026-11-01T00:00:00+07:00', $lt: '2026-12-01T00:00:00+07:00' };

describe('report data', () => {
  it('filters by range, and by status only when some are picked', () => {
    expect(JSON.parse(reportFilter(createdAt, []))).toEqual({ createdAt });
    expect(JSON.parse(reportFilter(createdAt, ['done']))).toEqual({ createdAt, status: ['done'] });
    expect(JSON.parse(reportFilter(createdAt, [], [12]))).toEqual({ createdAt, id: [12] });
  });

  it('makes slices of an analysis: revenue scaled by 10,000, empty groups left out, the rest as Others', () => {
    const row = (key: number | null, name: string | null, totalOrder: number, totalRevenue: number) => ({
      key,
      name,
      color: '#123456',
      totalCustomer: 1,
      totalOrder,
      totalRevenue,
    });
    const analysis = {
      rows: [row(1, 'Shop', 3, 2_500_000), row(null, null, 2, 0)],
      others: { groups: 4, totalCustomer: 4, totalOrder: 5, totalRevenue: 10_000 },
    };
    expect(analysisSlices(analysis, 'revenue', names).map((s) => [s.label, s.value])).toEqual([
      ['Shop', 250],
      ['Others', 1],
    ]);
    expect(analysisSlices(analysis, 'orders', names).map((s) => [s.id, s.label, s.value])).toEqual([
      ['1', 'Shop', 3],
      ['null', 'None', 2],
      ['__others', 'Others', 5],
    ]);
  });

  it('names order statuses in the interface language, leaving other groups alone', () => {
    const row = (key: string | number | null, name: string | null) => ({
      key,
      name,
      color: '#000',
      totalCustomer: 0,
      totalOrder: 1,
      totalRevenue: 0,
    });
    const named = withStatusNames({ rows: [row('done', 'Done'), row(3, 'Shop'), row(null, null)] }, (s) => `vi:${s}`);
    expect(named.rows.map((r) => r.name)).toEqual(['vi:done', 'Shop', null]);
  });

  it('orders slices largest first with the others last', () => {
    const slice = (id: string, value: number) => ({ id, label: id, value, color: '#000' });
    expect(largestFirst([slice('a', 2), slice('__others', 9), slice('b', 5)]).map((s) => s.id)).toEqual([
      'b',
      'a',
      '__others',
    ]);
  });

  it('scales ready-made pies and series the same way', () => {
    expect(pieSlices([{ key: 7, name: null, value: 50_000, color: '#fff' }], 'revenue', 'None')).toEqual([
      { id: '7', label: 'None', value: 5, color: '#fff' },
    ]);
    expect(seriesPoints([{ date: '2026-11-02', totalOrder: 4, totalRevenue: 30_000 }], 'revenue')).toEqual([
      { date: '2026-11-02', value: 3 },
    ]);
  });

  it('labels buckets and abbreviates values K/M/B', () => {
    expect(bucketLabel('2026-11-02', 'day')).toBe('02/11');
    expect(bucketLabel('2026-11-01', 'month')).toBe('11/2026');
    expect(tickEvery(12, 1200, 'month')).toBe(1);
    expect(tickEvery(12, 400, 'month')).toBe(2);
    expect(tickEvery(31, 300, 'day')).toBe(6);
    expect(tickEvery(3, 0, 'day')).toBe(3);
    expect([1500, 2_000_000, 3_100_000_000, 12].map(formatCompact)).toEqual(['1.5K', '2M', '3.1B', '12']);
  });
});
