import { describe, expect, it } from 'vitest';
import { computeSalary, orderSublevel, salaryLevelOf } from './salaryFormula';
import {
  DESIGNER_EXAMPLE,
  FINED_EXAMPLE,
  MARCH_2026_RATES,
  MARCH_2026_STANDARD_HOURS,
  NEWCOMER_EXAMPLE,
} from './workedExamples';

const MARCH = MARCH_2026_RATES;
const STANDARD_HOURS = MARCH_2026_STANDARD_HOURS;

describe('the salary formula on the worked examples of docs/salary.md', () => {
  it.each([
    ['example 1: a designer on scheme A2 with overtime, ten done orders and two fines', DESIGNER_EXAMPLE],
    ['example 2: a new colleague without scheme or coefficients (E, 1, 1.5)', NEWCOMER_EXAMPLE],
    ['example 3: fines larger than the pay leave a salary of 0, not a debt', FINED_EXAMPLE],
  ])('%s', (_name, example) => {
    expect(computeSalary(MARCH, example.person, example.work)).toEqual(example.figures);
  });

  it('pays the base salary and the whole bonus for a full period, never more bonus', () => {
    const full = computeSalary(
      MARCH,
      { salaryScheme: 'A1', coef: 1, coefOT: 1.5 },
      { standardHours: STANDARD_HOURS, workingHours: 216, workingHoursOT: 0, doneOrders: {}, fines: 0 },
    );
    expect(full).toMatchObject({ salaryInBasic: 8_640_000, salaryInBonus: 3_000_000, salaryInKpi: 0 });
    const longer = computeSalary(
      MARCH,
      { salaryScheme: 'A1', coef: 1, coefOT: 1.5 },
      { standardHours: STANDARD_HOURS, workingHours: 230, workingHoursOT: 0, doneOrders: {}, fines: 0 },
    );
    expect(longer.salaryInBonus).toBe(3_000_000);
  });

  it('pays nothing per hour for a period without standard hours, and no KPI without rates for the level', () => {
    const figures = computeSalary(
      { baseSalary: 8_000_000, bonus: {}, kpis: {} },
      { salaryScheme: 'A1', coef: 1, coefOT: 1.5 },
      { standardHours: 0, workingHours: 10, workingHoursOT: 2, doneOrders: { A1: 4 }, fines: 0 },
    );
    expect(figures).toMatchObject({
      hourlyRate: 0,
      salaryInBasic: 0,
      salaryInOT: 0,
      salaryInKpi: 0,
      kpi: 4,
      salary: 0,
    });
  });
});

describe('levels and order classes', () => {
  it('gives schemes A1 and A2 their own level and every other scheme A3', () => {
    expect(salaryLevelOf('A1')).toBe('A1');
    expect(salaryLevelOf('A2')).toBe('A2');
    for (const scheme of ['B1', 'B2', 'C1', 'C2', 'D', 'E'] as const) expect(salaryLevelOf(scheme)).toBe('A3');
  });

  it('classes an order by its best feature', () => {
    expect(orderSublevel(['basic', 'highClass'])).toBe('A1');
    expect(orderSublevel(['medium', 'prioritize'])).toBe('A2');
    expect(orderSublevel(['basic'])).toBe('A3');
    expect(orderSublevel(null)).toBe('A3');
  });
});
