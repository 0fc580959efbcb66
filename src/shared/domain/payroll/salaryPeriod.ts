import { OVERTIME_DAY_INDEX, OVERTIME_FROM_HOUR, SALARY_PERIOD_DAY } from '../constants';
import { addMonths, datesFrom, monthStart, weekDayIndex, type CalendarDate } from './calendarDate';
import { WORKING_HOURS } from './workingHours';

/**
 * The salary period of a month (spec section 9): from the 20th of the previous month to the
 * 20th. The period is half-open, so every day belongs to exactly one month's pay: the month
 * of March 2026 covers 20 February to 19 March, and 20 March opens April's period.
 */
export interface SalaryPeriod {
  /** First day of the period. */
  readonly startDate: CalendarDate;
  /** First day after the period (the next period's first day). */
  readonly endDate: CalendarDate;
}

/** The agency's clock (Vietnam: UTC+7, no daylight saving): where a period's days begin and end. */
export const AGENCY_UTC_OFFSET = '+07:00';

const periodDay = (month: CalendarDate) => `${month.slice(0, 7)}-${String(SALARY_PERIOD_DAY).padStart(2, '0')}`;

/** The default period of a month (`dateMonth` is its first day, or any day of it). */
export function defaultPeriod(dateMonth: CalendarDate): SalaryPeriod {
  const month = monthStart(dateMonth);
  return { startDate: periodDay(addMonths(month, -1)), endDate: periodDay(month) };
}

/** The month (its first day) whose pay a day counts towards: from the 20th, the next month's. */
export function salaryMonthOf(date: CalendarDate): CalendarDate {
  const day = Number(date.slice(8, 10));
  return addMonths(monthStart(date), day >= SALARY_PERIOD_DAY ? 1 : 0);
}

/** The last day of a period, for display (`endDate` is the day after it). */
export const lastDayOf = (period: SalaryPeriod): CalendarDate =>
  datesFrom(period.startDate, period.endDate).at(-1) ?? period.startDate;

/** Normal hours of a full working day: the hours of the shifts before overtime (C1 and C2, 9 hours). */
export const NORMAL_DAY_HOURS = WORKING_HOURS.filter((h) => h < OVERTIME_FROM_HOUR).length;

/** The working days of a period: every day but the week's seventh (index 6), whose hours are all overtime. */
export const workingDaysOf = (period: SalaryPeriod): CalendarDate[] =>
  datesFrom(period.startDate, period.endDate).filter((d) => weekDayIndex(d) !== OVERTIME_DAY_INDEX);

/** The standard hours of a period: its working days times a full day's normal hours. */
export const standardHoursOf = (period: SalaryPeriod): number => workingDaysOf(period).length * NORMAL_DAY_HOURS;

/** The instants a period covers, on the agency's clock: [start, end). */
export function periodInstants(period: SalaryPeriod): { readonly start: Date; readonly end: Date } {
  return {
    start: new Date(`${period.startDate}T00:00:00${AGENCY_UTC_OFFSET}`),
    end: new Date(`${period.endDate}T00:00:00${AGENCY_UTC_OFFSET}`),
  };
}
