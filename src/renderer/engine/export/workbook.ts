import { utils, write, type CellObject, type ColInfo, type WorkBook, type WorkSheet } from '@e965/xlsx';
import type { ExportCell, ExportColumn } from '../../../shared/api/endpoints/exports';
import { CURRENCY_SUFFIX } from '../../../shared/domain/constants';
import { styleHeaderRow } from './xlsxHeader';

/**
 * Writes an export's pages into an `.xlsx` workbook with SheetJS CE: one header row in the
 * interface's language, typed cells (money and numbers as numbers, dates as Excel dates),
 * column widths that fit, and a new sheet whenever one reaches Excel's row limit.
 */

/** Rows of an Excel sheet, the header included. */
export const EXCEL_MAX_ROWS = 1_048_576;
export const MONEY_FORMAT = `#,##0 "${CURRENCY_SUFFIX}"`;
export const DATE_FORMAT = 'dd/mm/yyyy';
export const DATETIME_FORMAT = 'dd/mm/yyyy hh:mm';

const MIN_WIDTH = 6;
const MAX_WIDTH = 50;
const MS_PER_DAY = 86_400_000;
/** Days from Excel's epoch (30 December 1899) to the Unix epoch. */
const EXCEL_EPOCH_DAYS = 25_569;
const SHEET_NAME_MAX = 31;

export interface WorkbookSpec {
  readonly columns: readonly ExportColumn[];
  /** One header per column, already in the interface's language. */
  readonly headers: readonly string[];
  /** Name of the first sheet (the resource's); the next ones add `(2)`, `(3)`… */
  readonly sheetName: string;
  /** The translation of an `enum` value. @default the value itself */
  readonly enumLabel?: (value: string) => string;
  /** Rows per sheet, the header included. @default {@link EXCEL_MAX_ROWS} */
  readonly rowLimit?: number;
  /** Minutes to add to UTC to get the wall-clock time dates are shown in. @default the machine's */
  readonly utcOffsetMinutes?: (utcMs: number) => number;
}

const machineOffset = (utcMs: number) => -new Date(utcMs).getTimezoneOffset();

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

/** A sheet name Excel accepts: no `[]:*?/\`, at most 31 characters. */
export function sheetNameOf(base: string, index: number): string {
  const suffix = index === 0 ? '' : ` (${index + 1})`;
  const clean = base.replace(/[[\]:*?/\\]/g, ' ').trim() || 'Sheet';
  return clean.slice(0, SHEET_NAME_MAX - suffix.length) + suffix;
}

const digits = (n: number) => String(Math.round(Math.abs(n))).length;

/** The cell of one value, and how many characters it shows (for the column's width). */
function cellOf(
  value: ExportCell,
  column: ExportColumn,
  spec: WorkbookSpec,
  offset: (utcMs: number) => number,
): [CellObject, number] | null {
  if (value === null || value === '') return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    const text = value.join(', ');
    return [{ t: 's', v: text }, text.length];
  }
  switch (column.kind) {
    case 'number':
    case 'money': {
      const n = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(n)) break;
      if (column.kind === 'number') return [{ t: 'n', v: n }, String(n).length];
      return [{ t: 'n', v: n, z: MONEY_FORMAT }, digits(n) + Math.floor((digits(n) - 1) / 3) + 2];
    }
    case 'boolean':
      if (typeof value === 'boolean') return [{ t: 'b', v: value }, 5];
      break;
    case 'date': {
      const serial = typeof value === 'string' ? serialOfDate(value) : null;
      if (serial !== null) return [{ t: 'n', v: serial, z: DATE_FORMAT }, DATE_FORMAT.length];
      break;
    }
    case 'datetime': {
      const ms = typeof value === 'string' ? Date.parse(value) : NaN;
      if (!Number.isNaN(ms)) return [{ t: 'n', v: serialOfInstant(ms, offset(ms)), z: DATETIME_FORMAT }, 16];
      break;
    }
    case 'enum':
      if (typeof value === 'string') {
        const label = spec.enumLabel ? spec.enumLabel(value) : value;
        return [{ t: 's', v: label }, label.length];
      }
      break;
    default:
      break;
  }
  if (typeof value === 'number') return [{ t: 'n', v: value }, String(value).length];
  if (typeof value === 'boolean') return [{ t: 'b', v: value }, 5];
  return [{ t: 's', v: value }, value.length];
}

/** A workbook filled page by page; `toBytes` writes it once every page is in. */
export class ExportWorkbook {
  private readonly sheets: CellObject[][][] = [];
  private readonly widths: number[];
  private readonly rowLimit: number;
  private readonly offset: (utcMs: number) => number;
  private rows = 0;

  constructor(private readonly spec: WorkbookSpec) {
    if (spec.headers.length !== spec.columns.length) throw new Error('one header per column');
    this.rowLimit = spec.rowLimit ?? EXCEL_MAX_ROWS;
    if (this.rowLimit < 2 || this.rowLimit > EXCEL_MAX_ROWS) throw new Error('a sheet holds 2 to 1,048,576 rows');
    this.offset = spec.utcOffsetMinutes ?? machineOffset;
    this.widths = spec.headers.map((h) => h.length);
    this.newSheet();
  }

  /** Rows written so far, headers not counted. */
  get rowCount(): number {
    return this.rows;
  }

  private newSheet(): CellObject[][] {
    const sheet: CellObject[][] = [this.spec.headers.map((h): CellObject => ({ t: 's', v: h }))];
    this.sheets.push(sheet);
    return sheet;
  }

  /** Adds a page of rows, its cells in the order of the columns. */
  addRows(rows: readonly (readonly ExportCell[])[]): void {
    const { columns } = this.spec;
    let sheet = this.sheets[this.sheets.length - 1];
    for (const row of rows) {
      if (sheet.length >= this.rowLimit) sheet = this.newSheet();
      const cells: CellObject[] = new Array<CellObject>(columns.length);
      for (let c = 0; c < columns.length; c++) {
        const made = cellOf(row[c] ?? null, columns[c], this.spec, this.offset);
        if (!made) continue;
        cells[c] = made[0];
        if (made[1] > this.widths[c]) this.widths[c] = made[1];
      }
      sheet.push(cells);
    }
    this.rows += rows.length;
  }

  /** The `.xlsx` file: compressed, headers bold and frozen on every sheet. */
  toBytes(): Uint8Array {
    const book: WorkBook = utils.book_new();
    const cols: ColInfo[] = this.widths.map((w) => ({ wch: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, w + 2)) }));
    this.sheets.forEach((data, index) => {
      const sheet: WorkSheet = {
        '!data': data,
        '!ref': utils.encode_range({ s: { r: 0, c: 0 }, e: { r: data.length - 1, c: this.spec.columns.length - 1 } }),
        '!cols': cols,
        '!autofilter': {
          ref: utils.encode_range({ s: { r: 0, c: 0 }, e: { r: data.length - 1, c: this.spec.columns.length - 1 } }),
        },
      };
      utils.book_append_sheet(book, sheet, sheetNameOf(this.spec.sheetName, index));
    });
    // Uncompressed first: the header's style is patched into the parts, then the whole is deflated.
    // `buffer` gives the zip's bytes as they are built (a Uint8Array where there is no Node
    // Buffer, as in the renderer); `array` would turn them into a binary string and back, which
    // took three quarters of the time at 100,000 rows. Inline strings (no shared-string
    // table) write faster, for a file a few percent larger once deflated.
    const plain = write(book, { type: 'buffer', bookType: 'xlsx', bookSST: false, compression: false }) as Uint8Array;
    return styleHeaderRow(plain, this.sheets.length);
  }
}
