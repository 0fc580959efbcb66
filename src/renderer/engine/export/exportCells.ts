import type { CellObject } from '@e965/xlsx';
import type { ExportCell, ExportColumn } from '../../../shared/api/endpoints/exports';
import { CURRENCY_SUFFIX } from '../../../shared/domain/constants';

/**
 * An export's values as typed cells (workbook.ts): money and numbers as numbers, dates and
 * instants as Excel serial dates with their formats, enum values translated, lists joined.
 */

export const MONEY_FORMAT = `#,##0 "${CURRENCY_SUFFIX}"`;
export const DATE_FORMAT = 'dd/mm/yyyy';
export const DATETIME_FORMAT = 'dd/mm/yyyy hh:mm';

const MS_PER_DAY = 86_400_000;
/** Days from Excel's epoch (30 December 1899) to the Unix epoch. */
const EXCEL_EPOCH_DAYS = 25_569;

/** An Excel serial day number of a `YYYY-MM-DD` date. */
export function serialOfDate(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  return Date.UTC(+match[1], +match[2] - 1, +match[3]) / MS_PER_DAY + EXCEL_EPOCH_DAYS;
}

/** An Excel serial date-time of an instant, on the wall clock `offsetMinutes` east of UTC. */
export function serialOfInstant(utcMs: number, offsetMinutes: number): number {
  return (utcMs + offsetMinutes * 60_000) / MS_PER_DAY + EXCEL_EPOCH_DAYS;
}

/** How many characters a number shows as JavaScript writes it, counted without a string for a whole one. */
function shownLength(n: number): number {
  if (!Number.isSafeInteger(n)) return String(n).length;
  let length = n < 0 ? 2 : 1;
  for (let rest = Math.abs(n); rest >= 10; rest = Math.floor(rest / 10)) length++;
  return length;
}

const digits = (n: number) => shownLength(Math.round(Math.abs(n)));

/** An empty cell: its row leaves it out. */
export const EMPTY = 'z';

/**
 * Fills `cell` with the cell of one value and answers how many characters it shows (for the
 * column's width), or -1 for no cell. One cell object per column is refilled for every row:
 * a million rows of 15 columns would otherwise be 15 million objects for the collector.
 */
export function fillCell(
  cell: CellObject,
  value: ExportCell,
  column: ExportColumn,
  enumLabel: ((value: string) => string) | undefined,
  offset: (utcMs: number) => number,
): number {
  cell.z = undefined;
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    cell.t = EMPTY;
    return -1;
  }
  if (Array.isArray(value)) {
    const text = value.join(', ');
    return setCell(cell, 's', text, text.length);
  }
  switch (column.kind) {
    case 'number':
    case 'money': {
      const n = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(n)) break;
      if (column.kind === 'number') return setCell(cell, 'n', n, shownLength(n));
      cell.z = MONEY_FORMAT;
      return setCell(cell, 'n', n, digits(n) + Math.floor((digits(n) - 1) / 3) + 2);
    }
    case 'boolean':
      if (typeof value === 'boolean') return setCell(cell, 'b', value, 5);
      break;
    case 'date': {
      const serial = typeof value === 'string' ? serialOfDate(value) : null;
      if (serial === null) break;
      cell.z = DATE_FORMAT;
      return setCell(cell, 'n', serial, DATE_FORMAT.length);
    }
    case 'datetime': {
      const ms = typeof value === 'string' ? Date.parse(value) : NaN;
      if (Number.isNaN(ms)) break;
      cell.z = DATETIME_FORMAT;
      return setCell(cell, 'n', serialOfInstant(ms, offset(ms)), 16);
    }
    case 'enum':
      if (typeof value === 'string') {
        const label = enumLabel ? enumLabel(value) : value;
        return setCell(cell, 's', label, label.length);
      }
      break;
    default:
      break;
  }
  if (typeof value === 'number') return setCell(cell, 'n', value, shownLength(value));
  if (typeof value === 'boolean') return setCell(cell, 'b', value, 5);
  return setCell(cell, 's', value, value.length);
}

function setCell(cell: CellObject, t: CellObject['t'], v: CellObject['v'], width: number): number {
  cell.t = t;
  cell.v = v;
  return width;
}
