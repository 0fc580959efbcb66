import { utils, type CellObject } from '@e965/xlsx';
import type { ByteWriter } from './byteWriter';

/**
 * The `<row>` elements of a sheet's data, written as SheetJS CE writes them (`write_ws_xml_cell`
 * with inline strings): a number `<c r="D2" s="1"><v>1500000</v></c>`, a boolean `t="b"`, a
 * text `t="str"`, escaped as SheetJS escapes it, empty cells and rows left out. SheetJS writes
 * a sheet's head, its header and its tail (workbook.ts); the rows, most of a file, are written
 * here, without building a workbook per page: SheetJS's own writer walks every cell of every
 * row through generic code, a third of an export's time.
 */

/** The longest text a cell holds (Excel's limit; SheetJS refuses longer ones too). */
const MAX_TEXT = 32_767;
const ESCAPED: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&apos;',
  '"': '&quot;',
};
const SPECIAL = /[&<>'"]/g;
// Control characters XML cannot hold, written as Excel's `_x000B_` escapes (as SheetJS does).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\uFFFE-\uFFFF]/g;
const NEEDS_SPACE = /(^\s|\s$|\n)/;
// eslint-disable-next-line no-control-regex
const UNSAFE = /[&<>'"\u0000-\u0008\u000b-\u001f\uFFFE-\uFFFF]/;
const PRESERVE = ' xml:space="preserve"';

function escapeXml(text: string): string {
  return text
    .replace(SPECIAL, (c) => ESCAPED[c])
    .replace(CONTROL, (c) => `_x${c.charCodeAt(0).toString(16).padStart(4, '0')}_`);
}

/**
 * Writes rows of cells as a sheet's `<row>` elements, as UTF-8, into a {@link ByteWriter}.
 * `styles` maps each number format to the cell style SheetJS gave it in the sheet's styles
 * (read from the header's primer cells).
 */
export class SheetRowWriter {
  private readonly columns: string[];
  /** The end of a cell's `r` attribute and its style attribute, by number format (style 0 has none). */
  private readonly styleAttributes: ReadonlyMap<string, string>;

  constructor(columnCount: number, styles: ReadonlyMap<string, number>) {
    this.columns = Array.from({ length: columnCount }, (_, c) => utils.encode_col(c));
    this.styleAttributes = new Map(
      [...styles].map(([format, style]) => [format, style === 0 ? '"' : `" s="${style}"`]),
    );
  }

  /** Writes the rows, the first on row `first` (1-based, as in the file). */
  writeRows(out: ByteWriter, first: number, rows: readonly (readonly (CellObject | undefined)[])[]): void {
    for (let i = 0; i < rows.length; i++) this.writeRow(out, first + i, rows[i]);
  }

  /** Writes row `r` (1-based); a cell missing or of type `z` is left out, and a row of none. */
  writeRow(out: ByteWriter, r: number, cells: readonly (CellObject | undefined)[]): void {
    let written = false;
    // SheetJS marks a row whose content holds a line break, so it is looked for first.
    let lineBreak = false;
    for (let c = 0; c < cells.length; c++) {
      const cell = cells[c];
      if (!cell || cell.t === 'z') continue;
      written = true;
      if (cell.t !== 'n' && cell.t !== 'b' && String(cell.v).includes('\n')) lineBreak = true;
    }
    if (!written) return;
    out.ascii('<row r="');
    out.number(r);
    out.ascii(lineBreak ? `"${PRESERVE}>` : '">');
    for (let c = 0; c < cells.length; c++) {
      const cell = cells[c];
      if (cell && cell.t !== 'z') this.writeCell(out, cell, this.columns[c], r);
    }
    out.ascii('</row>');
  }

  // Written piece by piece, constants and the buffer only: a million rows of cells make no string.
  private writeCell(out: ByteWriter, cell: CellObject, column: string, row: number): void {
    out.ascii('<c r="');
    out.ascii(column);
    out.number(row);
    out.ascii(cell.z === undefined ? '"' : (this.styleAttributes.get(String(cell.z)) ?? '"'));
    switch (cell.t) {
      case 'n':
        out.ascii('><v>');
        out.number(Number(cell.v));
        out.ascii('</v></c>');
        return;
      case 'b':
        out.ascii(cell.v ? ' t="b"><v>1</v></c>' : ' t="b"><v>0</v></c>');
        return;
      default: {
        const text = String(cell.v);
        if (text.length > MAX_TEXT) throw new Error('Text length must not exceed 32767 characters');
        const lineBreak = text.includes('\n');
        out.ascii(lineBreak ? ` t="str"${PRESERVE}>` : ' t="str">');
        const escaped = UNSAFE.test(text) ? escapeXml(text) : text;
        // SheetJS keeps spaces when the text starts or ends with one or holds a line break.
        out.ascii(NEEDS_SPACE.test(escaped) ? `<v${PRESERVE}>` : '<v>');
        out.text(escaped);
        out.ascii('</v></c>');
      }
    }
  }
}

/** The style of each primer cell of a header row SheetJS wrote, by the format it primes. */
export function primerStyles(headerRow: string, firstPrimer: number, formats: readonly string[]): Map<string, number> {
  const styles = new Map<string, number>();
  formats.forEach((format, i) => {
    const ref = `${utils.encode_col(firstPrimer + i)}1`;
    const found = new RegExp(`<c r="${ref}" s="(\\d+)"`).exec(headerRow);
    if (!found) throw new Error(`The header SheetJS wrote has no style for ${format}.`);
    styles.set(format, Number(found[1]));
  });
  return styles;
}
