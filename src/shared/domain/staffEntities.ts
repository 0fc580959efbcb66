import type { KpiSublevel, SalaryScheme } from './constants';
import type { BaseRow, User } from './entities';

/**
 * Salary and schedule entities of spec section 3. Field names are the registry's
 * (`resources.ts`).
 */

export interface SalaryHistory extends BaseRow {
  readonly userId: number;
  readonly dateMonth: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly salaryScheme: SalaryScheme | null;
  readonly coef: number | null;
  readonly coefOT: number | null;
  readonly kpi: number | null;
  readonly workingHours: number | null;
  readonly workingHoursOT: number | null;
  readonly salaryInBonus: number | null;
  readonly salaryInKpi: number | null;
  readonly salaryInBasic: number | null;
  readonly salaryInOT: number | null;
  readonly salary: number | null;
  readonly user?: Pick<User, 'id' | 'displayName' | 'avatar'> | null;
}

/** Bonus in VND per salary level. */
export type SalaryBonusTable = Partial<Record<SalaryScheme, number>>;

/** KPI thresholds per salary level and sublevel (A1, A2, A3). */
export type SalaryKpiTable = Partial<Record<SalaryScheme, Partial<Record<KpiSublevel, number>>>>;

export interface SalaryInfo extends BaseRow {
  readonly dateMonth: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly baseSalary: number | null;
  readonly note: string | null;
  readonly bonus: SalaryBonusTable | null;
  readonly kpis: SalaryKpiTable | null;
}

/**
 * Hours of the day (0 to 23) a user registered to work on a date; each number is the
 * one-hour slot starting at that hour.
 */
export type WorkingTimes = readonly number[];

export interface WorkingRegister extends BaseRow {
  readonly userId: number;
  readonly date: string;
  readonly workingTimes: WorkingTimes | null;
  readonly totalHours: number | null;
  readonly totalHoursOT: number | null;
  readonly user?: Pick<User, 'id' | 'displayName' | 'avatar' | 'roleId'> | null;
}
