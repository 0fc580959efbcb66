import {
  DEFAULT_SALARY_SCHEME,
  KPI_SUBLEVELS,
  SALARY_LEVELS,
  type KpiSublevel,
  type SalaryLevel,
  type SalaryScheme,
} from '../constants';

/**
 * The monthly salary of one person, as `docs/salary.md` writes it with worked examples:
 *
 *   hourly rate    = base salary × coef ÷ standard hours of the period
 *   salaryInBasic  = hourly rate × normal hours
 *   salaryInOT     = hourly rate × coefOT × overtime hours
 *   salaryInKpi    = Σ done orders × the KPI rate of (level, order class)
 *   salaryInBonus  = level bonus × min(1, normal hours ÷ standard hours)
 *   salary         = max(0, basic + OT + KPI + bonus − accepted fines)
 *
 * Each part is rounded to the whole đồng on its own; the total adds the rounded parts.
 */

/** A user without a coefficient is paid the base rate. */
export const DEFAULT_COEF = 1;
/** Overtime without a coefficient of its own is paid 150 %, the Labour Code's weekday minimum. */
export const DEFAULT_COEF_OT = 1.5;

/** Bonus per salary level, and KPI rate per level and order class, in VND (a month's salary info). */
export interface SalaryRates {
  readonly baseSalary: number;
  readonly bonus: Readonly<Partial<Record<SalaryLevel, number>>>;
  readonly kpis: Readonly<Partial<Record<SalaryLevel, Readonly<Partial<Record<KpiSublevel, number>>>>>>;
}

/** Who is paid: their scheme and coefficients as the user row holds them (null for unset). */
export interface SalaryPerson {
  readonly salaryScheme: SalaryScheme | null;
  readonly coef: number | null;
  readonly coefOT: number | null;
}

/** What the period's data says about the person. */
export interface SalaryWork {
  /** Standard hours of the period (its working days × 9). */
  readonly standardHours: number;
  /** Normal and overtime hours of their registers in the period. */
  readonly workingHours: number;
  readonly workingHoursOT: number;
  /** Their orders done in the period, counted by class (KPI sublevel). */
  readonly doneOrders: Readonly<Partial<Record<KpiSublevel, number>>>;
  /** Sum of the mistake fines they accepted in the period. */
  readonly fines: number;
}

/** The computed figures: what a salary history row stores. */
export interface SalaryFigures {
  readonly salaryScheme: SalaryScheme;
  readonly coef: number;
  readonly coefOT: number;
  readonly level: SalaryLevel;
  /** Unrounded VND per normal hour. */
  readonly hourlyRate: number;
  /** Number of done orders. */
  readonly kpi: number;
  readonly workingHours: number;
  readonly workingHoursOT: number;
  readonly salaryInBasic: number;
  readonly salaryInOT: number;
  readonly salaryInKpi: number;
  readonly salaryInBonus: number;
  readonly fines: number;
  readonly salary: number;
}

/** The level whose bonus and KPI rates a scheme earns: A1 and A2 their own, every other scheme A3. */
export function salaryLevelOf(scheme: SalaryScheme): SalaryLevel {
  return (SALARY_LEVELS as readonly string[]).includes(scheme) ? (scheme as SalaryLevel) : 'A3';
}

/** The feature that puts an order in each KPI class (sublevel), best first. */
export const ORDER_CLASS_FEATURES: readonly (readonly [feature: string, sublevel: KpiSublevel])[] = [
  ['highClass', 'A1'],
  ['medium', 'A2'],
];
/** The class of an order with none of those features. */
export const DEFAULT_ORDER_CLASS: KpiSublevel = 'A3';

/** The class (KPI sublevel) of an order by its features: high class A1, medium A2, any other A3. */
export function orderSublevel(features: readonly string[] | null): KpiSublevel {
  return ORDER_CLASS_FEATURES.find(([feature]) => features?.includes(feature))?.[1] ?? DEFAULT_ORDER_CLASS;
}

const money = (value: number) => Math.max(0, Math.round(value));

export function computeSalary(rates: SalaryRates, person: SalaryPerson, work: SalaryWork): SalaryFigures {
  const salaryScheme = person.salaryScheme ?? DEFAULT_SALARY_SCHEME;
  const coef = person.coef ?? DEFAULT_COEF;
  const coefOT = person.coefOT ?? DEFAULT_COEF_OT;
  const level = salaryLevelOf(salaryScheme);
  const hourlyRate = work.standardHours > 0 ? (rates.baseSalary * coef) / work.standardHours : 0;
  const attendance = work.standardHours > 0 ? Math.min(1, work.workingHours / work.standardHours) : 0;

  const salaryInBasic = money(hourlyRate * work.workingHours);
  const salaryInOT = money(hourlyRate * coefOT * work.workingHoursOT);
  const kpiRates = rates.kpis[level] ?? {};
  const salaryInKpi = money(
    KPI_SUBLEVELS.reduce((sum, sub) => sum + (work.doneOrders[sub] ?? 0) * (kpiRates[sub] ?? 0), 0),
  );
  const salaryInBonus = money((rates.bonus[level] ?? 0) * attendance);
  const fines = money(work.fines);
  const kpi = KPI_SUBLEVELS.reduce((sum, sub) => sum + (work.doneOrders[sub] ?? 0), 0);

  return {
    salaryScheme,
    coef,
    coefOT,
    level,
    hourlyRate,
    kpi,
    workingHours: work.workingHours,
    workingHoursOT: work.workingHoursOT,
    salaryInBasic,
    salaryInOT,
    salaryInKpi,
    salaryInBonus,
    fines,
    salary: Math.max(0, salaryInBasic + salaryInOT + salaryInKpi + salaryInBonus - fines),
  };
}
