import { utils, type CellObject, type ColInfo, type WorkBook, type WorkSheet } from '@e965/xlsx';
import { Zip } from 'fflate';
import type { ExportCell, ExportColumn } from '../../../shared/api/endpoints/exports';
import { ByteBlocks } from './byteBlocks';
import { ByteWriter } from './byteWriter';
import { DATE_FORMAT, DATETIME_FORMAT, EMPTY, fillCell, MONEY_FORMAT } from './exportCells';
import { primerStyles, SheetRowWriter } from './sheetRows';
import { encoder, partsOf, sheetParts, sheetPath, writePlain } from './sheetJsParts';
import { addBoldStyle, freezeHeader } from './xlsxHeader';
import { DeflatedZipEntry } from './zipEntry';

/**
 * Writes an export's pages into an `.xlsx` workbook with SheetJS CE: one header row in the
 * interface's language, typed cells (exportCells.ts), column widths that fit, and a new sheet
 * whenever one reaches Excel's row limit.
 */

/** Rows of an Excel sheet, the header included. */
export const EXCEL_MAX_ROWS = 1_048_576;

const MIN_WIDTH = 6;
const MAX_WIDTH = 50;
const SHEET_NAME_MAX = 31;
/** The number formats cells may carry, primed in this order in every page's workbook. */
const PRIMED_FORMATS = [MONEY_FORMAT, DATE_FORMAT, DATETIME_FORMAT];
/** fflate's fastest deflate: a 100,000-row file of 11 MB where SheetJS's own deflate makes 27 MB. */
const DEFLATE_LEVEL = 1;
const decoder = new TextDecoder();

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

/** A sheet name Excel accepts: no `[]:*?/\`, at most 31 characters. */
export function sheetNameOf(base: string, index: number): string {
  const suffix = index === 0 ? '' : ` (${index + 1})`;
  const clean = base.replace(/[[\]:*?/\\]/g, ' ').trim() || 'Sheet';
  return clean.slice(0, SHEET_NAME_MAX - suffix.length) + suffix;
}

/**
 * A workbook written page by page as the pages arrive: each row's cells are written as
 * `<row>` elements (sheetRows.ts, as SheetJS writes them) into a reused buffer of bytes
 * (byteWriter.ts), deflated into the sheet's part of the zip whenever it fills. Nothing of a
 * page is kept after it is written and the only memory that grows is the file's own (in
 * blocks, byteBlocks.ts); no sheet's XML is ever one string (a million rows would pass the
 * longest string JavaScript allows), nor a cell one object of its own. Each sheet's head, header
 * and tail are SheetJS's own, from a sheet of the header alone; the parts written once (the
 * workbook, its styles, its content types) come from SheetJS at the end, when the sheets and
 * their ranges are known.
 *
 * The header row is bold and frozen: SheetJS CE writes neither, so the sheet's first bytes
 * and the styles are patched (xlsxHeader.ts). The header row SheetJS writes also holds one
 * empty cell per number format, so that its styles number the formats the same in every
 * workbook it writes, and the rows use those numbers (the primers are taken out of the header
 * written). Column widths fit the first page of each sheet (the head of a sheet is written
 * before its other rows are known); the filter covers each sheet's rows, set when it ends.
 */
export class ExportWorkbook {
  private readonly rowLimit: number;
  private readonly offset: (utcMs: number) => number;
  private readonly widths: number[];
  private readonly header: CellObject[];
  /** The row being written, one cell per column, refilled for each row. */
  private readonly cells: CellObject[];
  /** The file as the zip writes it. */
  private readonly file: ByteBlocks;
  private readonly zip: Zip;
  /** The last row of each sheet finished, the header included. */
  private readonly sheetRows: number[] = [];
  private sheet: { entry: DeflatedZipEntry; rows: number; tail: string } | null = null;
  /** The rows' bytes, deflated into the sheet being written as they fill a buffer. */
  private readonly out = new ByteWriter((bytes) => this.sheet!.entry.push(bytes));
  private rowWriter: SheetRowWriter | null = null;
  private boldStyle = -1;
  private rows = 0;
  private parts: Uint8Array<ArrayBuffer>[] | null = null;

  /** `blockSize`: the bytes of each of the file's blocks (4 MB; tests take smaller ones). */
  constructor(
    private readonly spec: WorkbookSpec,
    blockSize?: number,
  ) {
    this.file = new ByteBlocks(blockSize);
    if (spec.headers.length !== spec.columns.length) throw new Error('one header per column');
    this.rowLimit = spec.rowLimit ?? EXCEL_MAX_ROWS;
    if (this.rowLimit < 2 || this.rowLimit > EXCEL_MAX_ROWS) throw new Error('a sheet holds 2 to 1,048,576 rows');
    this.offset = spec.utcOffsetMinutes ?? machineOffset;
    this.widths = spec.headers.map((h) => h.length);
    this.cells = spec.columns.map((): CellObject => ({ t: EMPTY }));
    this.header = [
      ...spec.headers.map((h): CellObject => ({ t: 's', v: h })),
      ...PRIMED_FORMATS.map((z): CellObject => ({ t: 'z', z })),
    ];
    this.zip = new Zip((error, chunk) => {
      if (error) throw error;
      this.file.push(chunk);
    });
  }

  /** Rows written so far, headers not counted. */
  get rowCount(): number {
    return this.rows;
  }

  /** Adds a page of rows, its cells in the order of the columns, and writes it. */
  addRows(rows: readonly (readonly ExportCell[])[]): void {
    if (this.parts) throw new Error('The workbook is already written.');
    for (let start = 0; start < rows.length;) {
      if (this.sheet && this.sheet.rows >= this.rowLimit) this.finishSheet();
      const room = this.rowLimit - (this.sheet?.rows ?? 1);
      const part = rows.slice(start, start + room);
      this.writeRows(part);
      start += part.length;
    }
    this.rows += rows.length;
  }

  /** Fills {@link cells} with a row's cells, widening the columns to fit them. */
  private fillRow(row: readonly ExportCell[]): void {
    const { columns } = this.spec;
    for (let c = 0; c < columns.length; c++) {
      const width = fillCell(this.cells[c], row[c] ?? null, columns[c], this.spec.enumLabel, this.offset);
      if (width > this.widths[c]) this.widths[c] = width;
    }
  }

  /** A one-sheet workbook of the header row alone, written by SheetJS, uncompressed. */
  private headerWorkbook(): Map<string, Uint8Array> {
    const book: WorkBook = utils.book_new();
    utils.book_append_sheet(book, this.sheetOf([this.header], 0), 'Sheet');
    return partsOf(writePlain(book));
  }

  /** A sheet of `data`, its filter down to `lastRow`. */
  private sheetOf(data: CellObject[][], lastRow: number): WorkSheet {
    const columns = this.spec.columns.length;
    return {
      '!data': data,
      '!ref': utils.encode_range({
        s: { r: 0, c: 0 },
        e: { r: Math.max(0, data.length - 1), c: columns + PRIMED_FORMATS.length - 1 },
      }),
      '!cols': this.widths.map((w): ColInfo => ({ wch: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, w + 2)) })),
      '!autofilter': { ref: utils.encode_range({ s: { r: 0, c: 0 }, e: { r: lastRow, c: columns - 1 } }) },
    };
  }

  private writeRows(rows: readonly (readonly ExportCell[])[]): void {
    if (!this.sheet) {
      // A sheet's head holds its column widths: they fit the rows of its first page.
      for (const row of rows) this.fillRow(row);
      this.startSheet();
    }
    const sheet = this.sheet!;
    const writer = this.rowWriter!;
    for (const row of rows) {
      this.fillRow(row);
      writer.writeRow(this.out, ++sheet.rows, this.cells);
    }
  }

  /**
   * A new sheet: its head, header and tail as SheetJS writes them for a sheet of the header
   * alone (its column widths from the rows already turned into cells), the header bold and
   * frozen; the first sheet also tells the styles of the number formats its primers got.
   */
  private startSheet(): void {
    const pages = this.headerWorkbook();
    const parts = sheetParts(pages.get(sheetPath(1))!);
    const headerRow = decoder.decode(parts.headerRow);
    if (this.boldStyle < 0) this.boldStyle = addBoldStyle(decoder.decode(pages.get('xl/styles.xml'))).style;
    this.rowWriter ??= new SheetRowWriter(
      this.spec.columns.length,
      primerStyles(headerRow, this.spec.columns.length, PRIMED_FORMATS),
    );
    const entry = new DeflatedZipEntry(sheetPath(this.sheetRows.length + 1), DEFLATE_LEVEL);
    this.zip.add(entry);
    const head = decoder.decode(parts.head).replace(/<dimension ref="[^"]*"\/>/, '');
    entry.push(encoder(freezeHeader(head + headerRow, this.boldStyle)));
    this.sheet = { entry, rows: 1, tail: decoder.decode(parts.tail) };
  }

  private finishSheet(): void {
    if (!this.sheet) return;
    this.out.drain();
    const { entry, rows, tail } = this.sheet;
    // The filter covers the sheet's rows, known only now.
    const range = utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows - 1, c: this.spec.columns.length - 1 } });
    entry.push(encoder(tail.replace(/<autoFilter ref="[^"]*"/, `<autoFilter ref="${range}"`)), true);
    this.sheetRows.push(rows);
    this.sheet = null;
  }

  /**
   * The file's blocks filled since the last call (byteBlocks.ts), in order: the file's bytes
   * are every block taken, then those `finish` answers.
   */
  takeBlocks(): Uint8Array<ArrayBuffer>[] {
    return this.file.take();
  }

  /**
   * The rest of the `.xlsx` file, deflated, headers bold and frozen on every sheet, in the
   * blocks it was written in after those taken (byteBlocks.ts). Written once.
   */
  finish(): Uint8Array<ArrayBuffer>[] {
    if (this.parts) return this.parts;
    if (!this.sheet && this.sheetRows.length === 0) this.writeRows([]);
    this.finishSheet();
    // The parts besides the sheets, from SheetJS: one sheet per sheet written, each with its range.
    const book: WorkBook = utils.book_new();
    this.sheetRows.forEach((rows, index) => {
      utils.book_append_sheet(book, this.sheetOf([this.header], rows - 1), sheetNameOf(this.spec.sheetName, index));
    });
    const parts = partsOf(writePlain(book));
    for (const [name, content] of parts) {
      if (/^xl\/worksheets\/sheet\d+\.xml$/.test(name)) continue;
      const entry = new DeflatedZipEntry(name, DEFLATE_LEVEL);
      this.zip.add(entry);
      entry.push(
        name === 'xl/styles.xml' ? encoder(addBoldStyle(decoder.decode(content)).xml) : new Uint8Array(content),
        true,
      );
    }
    this.zip.end();
    this.parts = this.file.finish();
    return this.parts;
  }
}
