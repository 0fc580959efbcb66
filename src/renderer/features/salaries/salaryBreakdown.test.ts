import { describe, expect, it } from 'vitest';
import {
  DESIGNER_EXAMPLE,
  MARCH_2026_RATES,
  MARCH_2026_STANDARD_HOURS,
} from '../../../shared/domain/payroll/workedExamples';
import { breakdownLines, type BreakdownSource } from './salaryBreakdown';

/** Worked example 1 of docs/salary.md as the server stores it. */
const EXAMPLE: BreakdownSource = {
  ...DESIGNER_EXAMPLE.figures,
  details: {
    baseSalary: MARCH_2026_RATES.baseSalary,
    standardHours: MARCH_2026_STANDARD_HOURS,
    hourlyRate: DESIGNER_EXAMPLE.figures.hourlyRate,
    levelBonus: MARCH_2026_RATES.bonus.A2 ?? 0,
    kpiRates: MARCH_2026_RATES.kpis.A2 ?? {},
    doneOrders: DESIGNER_EXAMPLE.work.doneOrders,
    fines: [
      { id: 4, amount: 200_000 },
      { id: 9, amount: 150_000 },
    ],
  },
};

describe('the salary breakdown', () => {
  it('writes each part’s formula with the row’s own numbers', () => {
    expect(breakdownLines(EXAMPLE, 'en')).toEqual([
      { part: 'hourlyRate', formula: '8,640,000 đ × 1.25 ÷ 216 h', amount: 50_000 },
      { part: 'basic', formula: '50,000 đ × 180 h', amount: 9_000_000 },
      { part: 'overtime', formula: '50,000 đ × 1.5 × 14 h', amount: 1_050_000 },
      { part: 'kpi', formula: '2 × 300,000 đ + 3 × 200,000 đ + 5 × 100,000 đ', amount: 1_700_000 },
      { part: 'bonus', formula: '2,000,000 đ × min(1, 180 ÷ 216)', amount: 1_666_667 },
      { part: 'fines', formula: '200,000 đ + 150,000 đ', amount: -350_000 },
      { part: 'salary', formula: null, amount: 13_066_667 },
    ]);
  });

  it('prints money the Vietnamese way, and nothing for a row without details', () => {
    expect(breakdownLines(EXAMPLE, 'vi')[1]).toMatchObject({ formula: '50.000 đ × 180 h' });
    expect(breakdownLines(EXAMPLE, 'vi')[2]).toMatchObject({ formula: '50.000 đ × 1,5 × 14 h' });
    expect(breakdownLines({ ...EXAMPLE, details: null }, 'en')).toEqual([]);
  });
});
