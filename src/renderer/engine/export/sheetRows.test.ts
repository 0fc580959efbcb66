import { utils, write, type CellObject, type WorkBook } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { ByteWriter } from './byteWriter';
import { primerStyles, SheetRowWriter } from './sheetRows';
import { readZip, zipText } from './xlsxHeader';

/** The rows SheetJS itself writes for these rows (row 1 the primers, the rows from row 2). */
function sheetJsRows(primers: CellObject[], rows: CellObject[][]): { header: string; rows: string } {
  const book: WorkBook = utils.book_new();
  const data = [primers, ...rows];
  utils.book_append_sheet(
    book,
    { '!data': data, '!ref': utils.encode_range({ s: { r: 0, c: 0 }, e: { r: data.length - 1, c: 4 } }) },
    'S',
  );
  const bytes = write(book, { type: 'buffer', bookType: 'xlsx', bookSST: false, compression: false }) as Uint8Array;
  const xml = zipText(readZip(bytes), 'xl/worksheets/sheet1.xml');
  const body = /<sheetData>(.*)<\/sheetData>/s.exec(xml)![1];
  const end = body.indexOf('</row>') + '</row>'.length;
  return { header: body.slice(0, end), rows: body.slice(end) };
}

/** The XML the writer writes for `rows`, through a buffer small enough to fill many times. */
function writtenXml(writer: SheetRowWriter, rows: CellObject[][]): string {
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  const out = new ByteWriter((bytes) => chunks.push(decoder.decode(bytes, { stream: true })), 16);
  writer.writeRows(out, 2, rows);
  out.drain();
  return chunks.join('') + decoder.decode();
}

describe('SheetRowWriter', () => {
  it('writes rows as SheetJS does: numbers with their format’s style, booleans, escaped texts', () => {
    const formats = ['#,##0 "đ"', 'dd/mm/yyyy'];
    const primers: CellObject[] = [{ t: 's', v: 'Tên' }, ...formats.map((z): CellObject => ({ t: 'z', z }))];
    const rows: CellObject[][] = [
      [
        { t: 'n', v: 1 },
        { t: 'n', v: 1_500_000, z: formats[0] },
        { t: 'n', v: 46086.5, z: formats[1] },
      ],
      [
        { t: 's', v: 'Cà phê "Sữa Đá" <Huế> & \'Phở\'' },
        { t: 'b', v: true },
        { t: 'b', v: false },
      ],
      [
        { t: 's', v: ' lề trái' },
        { t: 's', v: 'hai\ndòng' },
        { t: 's', v: 'tab\u0001bell\u000b' },
      ],
      [],
      [{ t: 'n', v: -0.25 }],
    ];
    const theirs = sheetJsRows(primers, rows);
    const styles = primerStyles(theirs.header, 1, formats);
    expect(writtenXml(new SheetRowWriter(3, styles), rows)).toBe(theirs.rows);
  });

  it('refuses a text longer than a cell holds, as SheetJS does', () => {
    const writer = new SheetRowWriter(1, new Map());
    expect(() => writtenXml(writer, [[{ t: 's', v: 'x'.repeat(32_768) }]])).toThrow('32767');
  });
});
