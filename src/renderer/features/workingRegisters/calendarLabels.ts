import type { Language } from '../../../shared/domain/constants';
import { dateMs, type CalendarDate } from '../../../shared/domain/payroll/calendarDate';

/** Dates as the calendars print them, in the interface's language (UTC: dates carry no zone). */

const LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', vi: 'vi-VN' };

const format = (date: CalendarDate, language: Language, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALES[language], { timeZone: 'UTC', ...options }).format(dateMs(date));

/** `Mon` / `T2`. */
export const weekdayLabel = (date: CalendarDate, language: Language) => format(date, language, { weekday: 'short' });

/** `09/03`. */
export const dayMonthLabel = (date: CalendarDate) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** `09/03/2026`. */
export const fullDateLabel = (date: CalendarDate) => `${dayMonthLabel(date)}/${date.slice(0, 4)}`;

/** `March 2026` / `Tháng 3 năm 2026`. */
export function monthLabel(date: CalendarDate, language: Language): string {
  const text = format(date, language, { month: 'long', year: 'numeric' });
  return text.charAt(0).toLocaleUpperCase(LOCALES[language]) + text.slice(1);
}
