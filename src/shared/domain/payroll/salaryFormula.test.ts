import { describe, expect, it } from 'vitest';
import { computeSalary, orderSublevel, salaryLevelOf, type SalaryRates } from './salaryFormula';

/** The worked examples of docs/salary.md: March 2026, 216 standard hours. */
const MARCH: SalaryRates = {
  baseSalary: 8_640_000,
  bonus: { A1: 3_000_000, A2: 2_000_000, A3: 1_000_000 },
  kpis: {
    A2: { A1: 300_000, A2: 200_000, A3: 100_000 },
    A3: { A1: 200_000, A2: 120_000, A3: 60_000 },
  },
};
const STANDARD_HOURS = 216;

describe('the salary formula on the worked examples', () => {
  it('example 1: a designer on scheme A2 with overtime, ten done orders and two fines', () => {
    const figures = computeSalary(
      MARCH,
      { salaryScheme: 'A2', coef: 1.25, coefOT: 1.5 },
      {
        standardHours: STANDARD_HOURS,
        workingHours: 180,
        workingHoursOT: 14,
        doneOrders: { A1: 2, A2: 3, A3: 5 },
        fines: 350_000,
      },
    );
    expect(figures).toEqual({
      salaryScheme: 'A2',
      coef: 1.25,
      coefOT: 1.5,
      level: 'A2',
      hourlyRate: 50_000,
      kpi: 10,
      workingHours: 180,
      workingHoursOT: 14,
      salaryInBasic: 9_000_000,
      salaryInOT: 1_050_000,
      salaryInKpi: 1_700_000,
      salaryInBonus: 1_666_667,
      fines: 350_000,
      salary: 13_066_667,
    });
  });

  it('example 2: a new colleague without scheme or coefficients (E, 1, 1.5)', () => {
    const figures = computeSalary(
      MARCH,
      { salaryScheme: null, coef: null, coefOT: null },
      { standardHours: STANDARD_HOURS, workingHours: 90, workingHoursOT: 4, doneOrders: {}, fines: 0 },
    );
    expect(figures).toMatchObject({
      salaryScheme: 'E',
      coef: 1,
      coefOT: 1.5,
      level: 'A3',
      hourlyRate: 40_000,
      kpi: 0,
      salaryInBasic: 3_600_000,
      salaryInOT: 240_000,
      salaryInKpi: 0,
      salaryInBonus: 416_667,
      salary: 4_256_667,
    });
  });

  it('example 3: fines larger than the pay leave a salary of 0, not a debt', () => {
    const figures = computeSalary(
      MARCH,
      { salaryScheme: 'B1', coef: 1, coefOT: 2 },
      { standardHours: STANDARD_HOURS, workingHours: 0, workingHoursOT: 0, doneOrders: {}, fines: 500_000 },
    );
    expect(figures).toMatchObject({ salaryInBasic: 0, salaryInBonus: 0, fines: 500_000, salary: 0 });
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
