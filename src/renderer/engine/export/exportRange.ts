import type { ListQuery } from '../../../shared/api/listQuery';
import type { EXPORT_PRESETS } from '../../../shared/domain/constants';
import { presetSpan, spanRange, type DateSpan } from '../../../shared/domain/reportPeriods';

/**
 * The export dialog's range (spec section 2: presets Today and This Month, dates typed and
 * shown `DD/MM/YYYY`) and the `filter` it sends: the list's own filter plus `startTime` and
 * `endTime` bounding the creation, in the report zone's days like the reports.
 */

export type ExportPreset = (typeof EXPORT_PRESETS)[number];

const PRESET_OF: Readonly<Record<ExportPreset, 'today' | 'month'>> = { today: 'today', thisMonth: 'month' };

/** The days of a preset that hold `now`. */
export function exportPresetSpan(preset: ExportPreset, now: Date): DateSpan {
  return presetSpan(PRESET_OF[preset], now);
}

/** `YYYY-MM-DD` → `DD/MM/YYYY`. */
export function formatDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** `DD/MM/YYYY` (one-digit day and month allowed) → `YYYY-MM-DD`, or null when it is no real date. */
export function parseDay(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The export's `filter`: the list's filter (a JSON object or nothing) with the span's bounds. */
export function exportFilter(listFilter: string | undefined, span: DateSpan): string {
  const list: unknown = listFilter ? JSON.parse(listFilter) : {};
  const { $gte, $lt } = spanRange(span);
  return JSON.stringify({ ...(list as object), startTime: $gte, endTime: $lt });
}

/** What an export asks of the server beyond paging: the list's search and order, the filter with the range. */
export interface ExportRequest {
  readonly filter: string;
  readonly q?: string;
  readonly orderBy?: string;
  /** The orders list's department holding the stage (GET /orders/exportExcel only). */
  readonly heldBy?: number;
}

/** The list query an export starts from: its filter, search and order, and the orders' `heldBy`. */
export type ExportListQuery = Pick<ListQuery, 'filter' | 'q' | 'orderBy'> & { readonly heldBy?: number };

export function exportRequest(list: ExportListQuery, span: DateSpan): ExportRequest {
  // A parameter left undefined is not sent (shared/api/client.ts).
  return { filter: exportFilter(list.filter, span), q: list.q, orderBy: list.orderBy, heldBy: list.heldBy };
}

/** `orders_01-07-2026_31-07-2026.xlsx`. */
export function exportFileName(resource: string, span: DateSpan): string {
  const day = (d: string) => formatDay(d).replaceAll('/', '-');
  return `${resource}_${day(span.first)}_${day(span.last)}.xlsx`;
}
