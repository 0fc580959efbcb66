import { addDays } from '../../../shared/domain/payroll/calendarDate';

const dmy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** A period as people read it: first day – last day (the stored end is the day after). */
export function periodText(period: { readonly startDate: string | null; readonly endDate: string | null }): string {
  if (!period.startDate || !period.endDate) return '';
  return `${dmy(period.startDate)} – ${dmy(addDays(period.endDate, -1))}`;
}

/** The paid person's name, or their id when the row came without them. */
export const personName = (row: {
  readonly userId: number;
  readonly user?: { readonly displayName?: string | null } | null;
}) => row.user?.displayName ?? `#${row.userId}`;

/** A salary month (`2026-03-01`) as people read it: `03/2026`. */
export const monthLabel = (dateMonth: string) => `${dateMonth.slice(5, 7)}/${dateMonth.slice(0, 4)}`;
