import { describe, expect, it } from 'vitest';
import { formatCompact } from '../../../shared/domain/format';
import { analysisSlices, bucketLabel, pieSlices, reportFilter, seriesPoints } from './reportData';

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
    expect([1500, 2_000_000, 3_100_000_000, 12].map(formatCompact)).toEqual(['1.5K', '2M', '3.1B', '12']);
  });
});
