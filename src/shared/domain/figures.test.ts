import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, NONE_COLOR, paletteColor, summaryFigures } from './figures';

describe('summaryFigures', () => {
  it('gives the paid and outsourced shares of the done orders', () => {
    expect(summaryFigures({ done: 8, revenue: 12_000_000, paid: 6, outsourced: 2 })).toEqual({
      totalPriceDoneOrder: 12_000_000,
      totalDoneOrder: 8,
      ratioPayment: 0.75,
      coefOut: 0.25,
    });
  });

  it('has no ratio without a done order, rather than dividing by zero', () => {
    expect(summaryFigures({ done: 0, revenue: 0, paid: 0, outsourced: 0 })).toEqual({
      totalPriceDoneOrder: 0,
      totalDoneOrder: 0,
      ratioPayment: null,
      coefOut: null,
    });
  });
});

describe('paletteColor', () => {
  it('keeps a group’s colour by its key, and greys the group of no key', () => {
    expect(paletteColor(3)).toBe(CHART_PALETTE[3]);
    expect(paletteColor(3 + CHART_PALETTE.length)).toBe(CHART_PALETTE[3]);
    expect(paletteColor('done')).toBe(paletteColor('done'));
    expect(CHART_PALETTE).toContain(paletteColor('feedback'));
    expect(paletteColor(null)).toBe(NONE_COLOR);
  });
});
