import { write, type WorkBook } from '@e965/xlsx';
import { readZip } from './xlsxHeader';

/**
 * What the export's workbook takes from SheetJS's own output (workbook.ts): an uncompressed
 * `.xlsx` of a workbook, its parts by path, and where a sheet's rows sit in a sheet's XML.
 */

/** Where a sheet's rows sit in the XML SheetJS writes for it. */
export interface SheetParts {
  /** Up to and including `<sheetData>`. */
  readonly head: Uint8Array;
  /** Row 1: the header (and the format primers). */
  readonly headerRow: Uint8Array;
  /** From `</sheetData>` to the end. */
  readonly tail: Uint8Array;
}

const textEncoder = new TextEncoder();
const OPEN_DATA = encoder('<sheetData>');
const CLOSE_DATA = encoder('</sheetData>');
const CLOSE_ROW = encoder('</row>');

/** `text` as UTF-8 bytes. */
export function encoder(text: string): Uint8Array<ArrayBuffer> {
  return textEncoder.encode(text);
}

/** Where `needle` starts in `bytes` at or after `from` (searching backwards from the end with `last`). */
function indexOfBytes(bytes: Uint8Array, needle: Uint8Array, from = 0, last = false): number {
  const first = needle[0];
  const step = last ? -1 : 1;
  for (
    let i = last ? bytes.length - needle.length : from;
    last ? i >= from : i <= bytes.length - needle.length;
    i += step
  ) {
    if (bytes[i] !== first) continue;
    let j = 1;
    while (j < needle.length && bytes[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  throw new Error('The sheet SheetJS wrote has no <sheetData>.');
}

export function sheetParts(xml: Uint8Array): SheetParts {
  const open = indexOfBytes(xml, OPEN_DATA) + OPEN_DATA.length;
  const headerEnd = indexOfBytes(xml, CLOSE_ROW, open) + CLOSE_ROW.length;
  const close = indexOfBytes(xml, CLOSE_DATA, headerEnd, true);
  return {
    head: xml.subarray(0, open),
    headerRow: xml.subarray(open, headerEnd),
    tail: xml.subarray(close),
  };
}

/** The parts of an `.xlsx` SheetJS wrote, by path (`xl/styles.xml`), the container's own entries left out. */
export function partsOf(bytes: Uint8Array): Map<string, Uint8Array> {
  const zip = readZip(bytes);
  const parts = new Map<string, Uint8Array>();
  zip.FullPaths.forEach((path, index) => {
    const entry = zip.FileIndex[index];
    const name = path.slice(path.indexOf('/') + 1);
    if (entry?.size && name !== '' && !name.startsWith('\u0001')) parts.set(name, entry.content);
  });
  return parts;
}

export const sheetPath = (n: number) => `xl/worksheets/sheet${n}.xml`;

/**
 * SheetJS's uncompressed `.xlsx` of a workbook, inline strings. `buffer` gives the zip's bytes
 * as they are built (a Uint8Array where there is no Node Buffer, as in the renderer); `array`
 * would turn them into a binary string and back.
 */
export const writePlain = (book: WorkBook) =>
  write(book, { type: 'buffer', bookType: 'xlsx', bookSST: false, compression: false }) as Uint8Array;
