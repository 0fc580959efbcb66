import { CURRENCY_SUFFIX, DEADLINE_DANGER_HOURS, DEADLINE_WARNING_HOURS, type Language } from './constants';
import type { OrderStatus } from './orderStatus';
import { HOUR_MS } from './time';

/**
 * Display formats of spec section 9, written without a date or number library so the server
 * (Excel export, mails) and the renderer print the same text.
 */

type DateInput = Date | string | number | null | undefined;

const MS_PER_MINUTE = 60_000;

function finiteOrZero(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Groups the digits of a whole number by thousands with `separator`: 1500000 → 1,500,000. */
export function groupThousands(value: number, separator: string): string {
  const whole = Math.round(finiteOrZero(value));
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return whole < 0 ? `-${digits}` : digits;
}

/**
 * Money in whole VND with the `đ` suffix: `1,500,000 đ` in English, `1.500.000 đ` in
 * Vietnamese. Missing or non-finite amounts print as `0 đ`.
 */
export function formatMoney(value: number | null | undefined, language: Language = 'en'): string {
  return `${groupThousands(finiteOrZero(value), language === 'vi' ? '.' : ',')} ${CURRENCY_SUFFIX}`;
}

/**
 * `HH:mmA DD/MM/YY` in local time, with the spec's 24-hour clock and meridiem
 * (`14:05PM 21/11/26`). An invalid or missing date prints as an empty string.
 */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const hours = date.getHours();
  const time = `${pad2(hours)}:${pad2(date.getMinutes())}${hours < 12 ? 'AM' : 'PM'}`;
  return `${time} ${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${pad2(date.getFullYear() % 100)}`;
}

/** `DD/MM/YYYY` in local time, the Excel export's date format; empty for an invalid date. */
export function formatExportDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${String(date.getFullYear()).padStart(4, '0')}`;
}

const COMPACT_UNITS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/** Chart values abbreviated with one decimal at most: 1500 → 1.5K, 2000000 → 2M, 3100000000 → 3.1B. */
export function formatCompact(value: number | null | undefined): string {
  const n = finiteOrZero(value);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const oneDecimal = (x: number): number => Math.round(x * 10) / 10;
  for (const [i, unit] of COMPACT_UNITS.entries()) {
    if (abs < unit.size) continue;
    const scaled = oneDecimal(abs / unit.size);
    // 999 950 rounds to 1000K: print it with the next unit up instead.
    const bigger = COMPACT_UNITS[i - 1];
    if (scaled >= 1000 && bigger) return `${sign}${oneDecimal(abs / bigger.size)}${bigger.suffix}`;
    return `${sign}${scaled}${unit.suffix}`;
  }
  const small = oneDecimal(abs);
  if (small >= 1000) return `${sign}1K`;
  return small === 0 ? '0' : `${sign}${small}`;
}

/** Minutes as `Nh Nm` (125 → `2h 5m`); negative or missing durations print as `0h 0m`. */
export function formatDuration(minutes: number | null | undefined): string {
  const total = Math.max(0, Math.floor(finiteOrZero(minutes)));
  return `${Math.floor(total / 60)}h ${total % 60}m`;
}

/** Whole minutes from `from` to `to`; 0 when either is missing or invalid. */
export function minutesBetween(from: DateInput, to: DateInput): number {
  const start = toDate(from);
  const end = toDate(to);
  if (!start || !end) return 0;
  return Math.floor((end.getTime() - start.getTime()) / MS_PER_MINUTE);
}

/** A done order's total duration, created to last updated, as `Nh Nm`. */
export function durationBetween(createdAt: DateInput, updatedAt: DateInput): string {
  return formatDuration(minutesBetween(createdAt, updatedAt));
}

export type DeadlineLevel = 'danger' | 'warning';

/**
 * Level of an order's deadline chip: `danger` under 2 hours left (overdue included),
 * `warning` under 4, null with more time, no deadline, or a done or canceled order.
 */
export function deadlineLevel(
  deadline: DateInput,
  status: OrderStatus | null | undefined,
  now: Date = new Date(),
): DeadlineLevel | null {
  if (status === 'done' || status === 'canceled') return null;
  const due = toDate(deadline);
  if (!due) return null;
  const hoursLeft = (due.getTime() - now.getTime()) / HOUR_MS;
  if (hoursLeft < DEADLINE_DANGER_HOURS) return 'danger';
  if (hoursLeft < DEADLINE_WARNING_HOURS) return 'warning';
  return null;
}
