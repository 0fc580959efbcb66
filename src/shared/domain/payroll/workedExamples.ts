import type { SalaryFigures, SalaryPerson, SalaryRates, SalaryWork } from './salaryFormula';

/**
 * The worked examples of docs/salary.md, March 2026 (20 February – 19 March, 216 standard
 * hours), written once: the formula's unit tests, the check of the page and the API test that
 * rebuilds example 1 from registers, orders and fines all read them.
 */

export const MARCH_2026_RATES: SalaryRates = {
  baseSalary: 8_640_000,
  bonus: { A1: 3_000_000, A2: 2_000_000, A3: 1_000_000 },
  kpis: {
    A2: { A1: 300_000, A2: 200_000, A3: 100_000 },
    A3: { A1: 200_000, A2: 120_000, A3: 60_000 },
  },
};

export const MARCH_2026_STANDARD_HOURS = 216;

/** One worked example: who, what the period's data says, and the figures the page gives. */
export interface WorkedExample {
  readonly person: SalaryPerson;
  readonly work: SalaryWork;
  readonly figures: SalaryFigures;
}

/** Example 1: a designer on A2 with overtime, ten done orders and two accepted fines. */
export const DESIGNER_EXAMPLE: WorkedExample = {
  person: { salaryScheme: 'A2', coef: 1.25, coefOT: 1.5 },
  work: {
    standardHours: MARCH_2026_STANDARD_HOURS,
    workingHours: 180,
    workingHoursOT: 14,
    doneOrders: { A1: 2, A2: 3, A3: 5 },
    fines: 350_000,
  },
  figures: {
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
  },
};

/** Example 2: a new colleague without scheme or coefficients (E, 1, 1.5). */
export const NEWCOMER_EXAMPLE: WorkedExample = {
  person: { salaryScheme: null, coef: null, coefOT: null },
  work: { standardHours: MARCH_2026_STANDARD_HOURS, workingHours: 90, workingHoursOT: 4, doneOrders: {}, fines: 0 },
  figures: {
    salaryScheme: 'E',
    coef: 1,
    coefOT: 1.5,
    level: 'A3',
    hourlyRate: 40_000,
    kpi: 0,
    workingHours: 90,
    workingHoursOT: 4,
    salaryInBasic: 3_600_000,
    salaryInOT: 240_000,
    salaryInKpi: 0,
    salaryInBonus: 416_667,
    fines: 0,
    salary: 4_256_667,
  },
};

/** Example 3: fines larger than the pay leave a salary of 0, not a debt. */
export const FINED_EXAMPLE: WorkedExample = {
  person: { salaryScheme: 'B1', coef: 1, coefOT: 2 },
  work: {
    standardHours: MARCH_2026_STANDARD_HOURS,
    workingHours: 0,
    workingHoursOT: 0,
    doneOrders: {},
    fines: 500_000,
  },
  figures: {
    salaryScheme: 'B1',
    coef: 1,
    coefOT: 2,
    level: 'A3',
    hourlyRate: 40_000,
    kpi: 0,
    workingHours: 0,
    workingHoursOT: 0,
    salaryInBasic: 0,
    salaryInOT: 0,
    salaryInKpi: 0,
    salaryInBonus: 0,
    fines: 500_000,
    salary: 0,
  },
};
