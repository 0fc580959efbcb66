import { KPI_SUBLEVELS, SALARY_LEVELS, type KpiSublevel, type SalaryLevel } from '../../../shared/domain/constants';
import { addDays, daysBetween, isCalendarDate } from '../../../shared/domain/payroll/calendarDate';
import { defaultPeriod, lastDayOf } from '../../../shared/domain/payroll/salaryPeriod';

/** Longest period the server computes (`MAX_PERIOD_DAYS` of the payroll). */
const MAX_PERIOD_DAYS = 62;

/**
 * The salary-info form: the month, its period as first and last day (the API stores the day
 * after the last), the base salary, a note, and the bonus and KPI tables; an empty cell is 0.
 */
export interface SalaryInfoForm {
  /** `YYYY-MM`. */
  readonly month: string;
  readonly startDate: string;
  readonly lastDay: string;
  readonly baseSalary: number | null;
  readonly note: string;
  readonly bonus: Readonly<Partial<Record<SalaryLevel, number | null>>>;
  readonly kpis: Readonly<Partial<Record<SalaryLevel, Readonly<Partial<Record<KpiSublevel, number | null>>>>>>;
}

/** What the form reads of a stored salary info. */
export interface SalaryInfoLike {
  readonly dateMonth: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly baseSalary: number | null;
  readonly note: string | null;
  readonly bonus: Readonly<Partial<Record<SalaryLevel, number>>> | null;
  readonly kpis: Readonly<Partial<Record<SalaryLevel, Readonly<Partial<Record<KpiSublevel, number>>>>>> | null;
}

/** The default period of a `YYYY-MM` month, as the form shows it. */
export function formPeriod(month: string): { startDate: string; lastDay: string } {
  const period = defaultPeriod(`${month}-01`);
  return { startDate: period.startDate, lastDay: lastDayOf(period) };
}

/** The form of a stored month, or of a new one for `month` (with last month's rates when given). */
export function salaryInfoForm(
  row: SalaryInfoLike | null,
  month: string,
  ratesFrom?: SalaryInfoLike | null,
): SalaryInfoForm {
  if (!row) {
    return {
      month,
      ...formPeriod(month),
      baseSalary: ratesFrom?.baseSalary ?? null,
      note: '',
      bonus: ratesFrom?.bonus ?? {},
      kpis: ratesFrom?.kpis ?? {},
    };
  }
  const fallback = formPeriod(row.dateMonth.slice(0, 7));
  return {
    month: row.dateMonth.slice(0, 7),
    startDate: row.startDate ?? fallback.startDate,
    lastDay: row.endDate ? addDays(row.endDate, -1) : fallback.lastDay,
    baseSalary: row.baseSalary,
    note: row.note ?? '',
    bonus: row.bonus ?? {},
    kpis: row.kpis ?? {},
  };
}

/** Errors of the form, by field, as i18n keys. */
export function salaryInfoErrors(
  form: SalaryInfoForm,
): Partial<Record<'month' | 'startDate' | 'lastDay' | 'baseSalary', string>> {
  const errors: Partial<Record<'month' | 'startDate' | 'lastDay' | 'baseSalary', string>> = {};
  if (!/^\d{4}-\d{2}$/.test(form.month) || !isCalendarDate(`${form.month}-01`)) errors.month = 'validation.required';
  if (!isCalendarDate(form.startDate)) errors.startDate = 'validation.required';
  if (!isCalendarDate(form.lastDay)) errors.lastDay = 'validation.required';
  else if (isCalendarDate(form.startDate)) {
    const days = daysBetween(form.startDate, form.lastDay) + 1;
    if (days < 1) errors.lastDay = 'salaries.info.lastBeforeFirst';
    else if (days > MAX_PERIOD_DAYS) errors.lastDay = 'salaries.info.tooLong';
  }
  if (form.baseSalary === null) errors.baseSalary = 'validation.required';
  return errors;
}

const cells = <K extends string>(keys: readonly K[], values: Readonly<Partial<Record<K, number | null>>> | undefined) =>
  Object.fromEntries(keys.flatMap((key) => (values?.[key] == null ? [] : [[key, values[key]]]))) as Partial<
    Record<K, number>
  >;

/** The body of POST or PUT /salaryInfos. */
export function salaryInfoBody(form: SalaryInfoForm) {
  return {
    dateMonth: `${form.month}-01`,
    startDate: form.startDate,
    endDate: addDays(form.lastDay, 1),
    baseSalary: form.baseSalary ?? 0,
    note: form.note.trim() === '' ? null : form.note,
    bonus: cells(SALARY_LEVELS, form.bonus),
    kpis: Object.fromEntries(SALARY_LEVELS.map((level) => [level, cells(KPI_SUBLEVELS, form.kpis[level])])) as Partial<
      Record<SalaryLevel, Partial<Record<KpiSublevel, number>>>
    >,
  };
}
