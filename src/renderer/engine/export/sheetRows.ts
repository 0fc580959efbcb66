import { utils, type CellObject } from '@e965/xlsx';

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
const PRESERVE = ' xml:space="preserve"';

function escapeXml(text: string): string {
  return text
    .replace(SPECIAL, (c) => ESCAPED[c])
    .replace(CONTROL, (c) => `_x${c.charCodeAt(0).toString(16).padStart(4, '0')}_`);
}

/** `<v>` of a value as SheetJS writes it: spaces kept when the text starts or ends with one or holds a line break. */
function valueTag(text: string): string {
  return NEEDS_SPACE.test(text) ? `<v${PRESERVE}>${text}</v>` : `<v>${text}</v>`;
}

/**
 * Writes rows of cells as a sheet's `<row>` elements. `styles` maps each number format to the
 * cell style SheetJS gave it in the sheet's styles (read from the header's primer cells).
 */
export class SheetRowWriter {
  private readonly columns: string[];
  /** Whether a cell of the row being written holds a line break. */
  private lineBreak = false;

  constructor(
    columnCount: number,
    private readonly styles: ReadonlyMap<string, number>,
  ) {
    this.columns = Array.from({ length: columnCount }, (_, c) => utils.encode_col(c));
  }

  /** The rows' XML, the first on row `first` (1-based, as in the file). */
  rowsXml(first: number, rows: readonly (readonly (CellObject | undefined)[])[]): string {
    let xml = '';
    for (let i = 0; i < rows.length; i++) {
      const r = first + i;
      const cells = rows[i];
      let row = '';
      this.lineBreak = false;
      for (let c = 0; c < cells.length; c++) {
        const cell = cells[c];
        if (cell) row += this.cellXml(cell, `${this.columns[c]}${r}`);
      }
      // SheetJS marks an element whose content holds a line break, the row too.
      if (row !== '') xml += `<row r="${r}"${this.lineBreak ? PRESERVE : ''}>${row}</row>`;
    }
    return xml;
  }

  private cellXml(cell: CellObject, ref: string): string {
    const style = cell.z === undefined ? 0 : (this.styles.get(String(cell.z)) ?? 0);
    const s = style === 0 ? '' : ` s="${style}"`;
    switch (cell.t) {
      case 'n':
        return `<c r="${ref}"${s}><v>${String(cell.v)}</v></c>`;
      case 'b':
        return `<c r="${ref}"${s} t="b"><v>${cell.v ? 1 : 0}</v></c>`;
      default: {
        const text = String(cell.v);
        if (text.length > MAX_TEXT) throw new Error('Text length must not exceed 32767 characters');
        const v = valueTag(escapeXml(text));
        const lineBreak = text.includes('\n');
        if (lineBreak) this.lineBreak = true;
        return `<c r="${ref}"${s} t="str"${lineBreak ? PRESERVE : ''}>${v}</c>`;
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
