import { CFB } from '@e965/xlsx';

/**
 * SheetJS CE writes number formats but no fonts and no frozen panes (both are Pro features:
 * its writer emits a bare `<sheetView>` and cell styles holding only a number format). So the
 * workbook's parts are written uncompressed, and this adds what is missing straight into
 * them: a bold font and a cell style using it in `xl/styles.xml`, and in each sheet's head a
 * pane frozen below row 1 and that style on row 1's cells (workbook.ts).
 */

const FROZEN_VIEW =
  '<sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
  '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView>';

interface ZipEntry {
  content: Uint8Array;
  size: number;
}
/** The zip container of SheetJS's bundled CFB library (typed `any` in its declarations). */
export interface Zip {
  readonly FullPaths: string[];
  readonly FileIndex: ZipEntry[];
}
interface ZipLibrary {
  read(data: Uint8Array, options: { type: 'array' }): Zip;
}
const zipLibrary = CFB as ZipLibrary;

/** Opens a zip (an `.xlsx` file). */
export function readZip(bytes: Uint8Array): Zip {
  return zipLibrary.read(bytes, { type: 'array' });
}

/** The text of a part of an opened `.xlsx`, by its path (`xl/styles.xml`). */
export function zipText(zip: Zip, name: string): string {
  return new TextDecoder().decode(fileOf(zip, name).bytes);
}

function fileOf(zip: Zip, name: string): { index: number; bytes: Uint8Array } {
  const index = zip.FullPaths.findIndex((p) => p.endsWith(`/${name}`));
  const entry = index < 0 ? undefined : zip.FileIndex[index];
  if (!entry) throw new Error(`The workbook has no ${name}.`);
  return { index, bytes: entry.content };
}

function replaceOnce(text: string, search: RegExp, by: (match: string, ...groups: string[]) => string): string {
  let found = false;
  const out = text.replace(search, (...args: unknown[]) => {
    found = true;
    return by(...(args as [string, ...string[]]));
  });
  if (!found) throw new Error(`The workbook's XML has no ${search.source}.`);
  return out;
}

/** Adds a bold font (a copy of the first, in bold) and a cell style with it; answers the style's index. */
export function addBoldStyle(styles: string): { xml: string; style: number } {
  let style = -1;
  const withFont = replaceOnce(styles, /<fonts count="(\d+)">(.*?)<\/fonts>/, (_, count, fonts) => {
    const first = /<font>.*?<\/font>/.exec(fonts);
    if (!first) throw new Error('The workbook has no font.');
    style = Number(count);
    return `<fonts count="${style + 1}">${fonts}${first[0].replace('<font>', '<font><b/>')}</fonts>`;
  });
  const boldFont = style;
  const xml = replaceOnce(withFont, /<cellXfs count="(\d+)">(.*?)<\/cellXfs>/, (_, count, xfs) => {
    style = Number(count);
    const xf = `<xf numFmtId="0" fontId="${boldFont}" fillId="0" borderId="0" xfId="0" applyFont="1"/>`;
    return `<cellXfs count="${style + 1}">${xfs}${xf}</cellXfs>`;
  });
  return { xml, style };
}

/**
 * Freezes a sheet below row 1 and gives row 1's cells the style; the empty cells of row 1
 * (the format primers of workbook.ts) are taken out.
 */
export function freezeHeader(head: string, style: number): string {
  const viewed = replaceOnce(head, /<sheetView workbookViewId="0"\/>/, () => FROZEN_VIEW);
  return replaceOnce(viewed, /<row r="1"[^>]*>.*?<\/row>/, (row) =>
    row
      .replace(/<c r="[A-Z]+1"( s="\d+")?><\/c>/g, '')
      .replace(/<c r="([A-Z]+1)"( s="\d+")?/g, (_, ref: string) => `<c r="${ref}" s="${style}"`),
  );
}
