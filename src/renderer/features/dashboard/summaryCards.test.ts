import { describe, expect, it } from 'vitest';
import { summaryCards, summaryChange, type DashboardSummary } from './summaryCards';

const range = { $gte: '2026-11-01T00:00:00+07:00', $lt: '2026-12-01T00:00:00+07:00' };

const summary: DashboardSummary = {
  totalPriceDoneOrder: 1_500_000,
  totalDoneOrder: 3,
  ratioPayment: 2 / 3,
  coefOut: null,
  createdAt: range,
  previous: { totalPriceDoneOrder: 1_000_000, totalDoneOrder: 4, ratioPayment: 0.5, coefOut: 0.25, createdAt: range },
  timeZone: 'Asia/Ho_Chi_Minh',
};

describe('dashboard summary cards', () => {
  it('prints money with đ, counts, ratios in percent', () => {
    expect(summaryCards(summary, 'vi').map((c) => c.value)).toEqual(['1.500.000 đ', '3', '66.7%', '—']);
    expect(summaryCards(summary, 'en')[0]?.value).toBe('1,500,000 đ');
  });

  it('compares amounts in percent and ratios in points', () => {
    const [revenue, done, paid, out] = summaryCards(summary, 'en').map((c) => c.change);
    expect(revenue).toEqual({ direction: 'up', amount: 50, unit: 'percent' });
    expect(done).toEqual({ direction: 'down', amount: 25, unit: 'percent' });
    expect(paid).toEqual({ direction: 'up', amount: 16.7, unit: 'points' });
    expect(out).toBeNull();
  });

  it('has no percentage against nothing', () => {
    expect(summaryChange('totalDoneOrder', 2, 0)).toEqual({ direction: 'up', amount: null, unit: 'percent' });
    expect(summaryChange('totalDoneOrder', 0, 0)).toEqual({ direction: 'same', amount: null, unit: 'percent' });
    expect(summaryCards({ ...summary, previous: null }, 'en')[0]?.change).toBeNull();
  });
});
