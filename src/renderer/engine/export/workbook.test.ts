import { read, utils, type CellObject } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { ExportColumn } from '../../../shared/api/endpoints/exports';
import { readZip, zipText } from './xlsxHeader';
import { DATETIME_FORMAT, DATE_FORMAT, MONEY_FORMAT, serialOfDate } from './exportCells';
import { ExportWorkbook, sheetNameOf } from './workbook';
import { joinParts } from './fileParts.fakes';

const columns: ExportColumn[] = [
  { field: 'id', kind: 'number' },
  { field: 'status', kind: 'enum' },
  { field: 'priceOrder', kind: 'money' },
  { field: 'createdAt', kind: 'datetime' },
  { field: 'finishedDate', kind: 'date' },
  { field: 'customerId', kind: 'reference' },
  { field: 'tags', kind: 'list' },
  { field: 'isPaid', kind: 'boolean' },
];
const headers = ['Id', 'Trạng thái', 'Giá', 'Ngày tạo', 'Ngày xong', 'Khách hàng', 'Thẻ', 'Đã trả'];
const ICT = () => 7 * 60;

function book(rowLimit?: number) {
  return new ExportWorkbook({
    columns,
    headers,
    sheetName: 'Orders',
    enumLabel: (v) => (v === 'done' ? 'Hoàn thành' : v),
    rowLimit,
    utcOffsetMinutes: ICT,
  });
}

const row = (id: number) => [
  id,
  'done',
  1_500_000,
  '2026-03-04T18:30:00.000Z',
  '2026-03-05',
  'Công ty An',
  ['a', 'b'],
  true,
];

const unzip = (bytes: Uint8Array, name: string): string => zipText(readZip(bytes), name);
/** The workbook's file, its parts joined. */
const fileOf = (wb: ExportWorkbook): Uint8Array => joinParts(wb.finish());

describe('ExportWorkbook', () => {
  it('writes headers, typed cells and formats that read back', () => {
    const wb = book();
    wb.addRows([row(1), [2, null, null, null, null, null, [], null]]);
    const bytes = fileOf(wb);
    const back = read(bytes, { type: 'array', cellNF: true, cellDates: false });
    expect(back.SheetNames).toEqual(['Orders']);
    const sheet = back.Sheets.Orders;
    expect(utils.sheet_to_json(sheet, { header: 1 })[0]).toEqual(headers);
    expect(sheet.A2).toMatchObject({ t: 'n', v: 1 });
    expect(sheet.B2).toMatchObject({ t: 's', v: 'Hoàn thành' });
    expect(sheet.C2).toMatchObject({ t: 'n', v: 1_500_000, z: MONEY_FORMAT });
    // 18:30 UTC is 01:30 the next day in Vietnam.
    const created = sheet.D2 as CellObject;
    expect(created.z).toBe(DATETIME_FORMAT);
    expect(created.v).toBeCloseTo(serialOfDate('2026-03-05')! + 1.5 / 24, 8);
    expect(sheet.E2).toMatchObject({ t: 'n', v: serialOfDate('2026-03-05'), z: DATE_FORMAT });
    expect(sheet.F2).toMatchObject({ t: 's', v: 'Công ty An' });
    expect(sheet.G2).toMatchObject({ t: 's', v: 'a, b' });
    expect(sheet.H2).toMatchObject({ t: 'b', v: true });
    expect(sheet.B3).toBeUndefined();
    expect(sheet['!ref']).toBe('A1:H3');
  });

  it('makes the header row bold and frozen, and widens columns to fit', () => {
    const wb = book();
    wb.addRows([row(1)]);
    const bytes = fileOf(wb);
    const styles = unzip(bytes, 'xl/styles.xml');
    const sheet = unzip(bytes, 'xl/worksheets/sheet1.xml');
    const style = /<c r="A1" s="(\d+)"/.exec(sheet)![1];
    const xf = [...styles.matchAll(/<xf [^>]*\/>/g)].filter((m) => m.index > styles.indexOf('<cellXfs'))[+style][0];
    const font = /fontId="(\d+)"/.exec(xf)![1];
    expect([...styles.matchAll(/<font>(.*?)<\/font>/g)][+font][1]).toContain('<b/>');
    expect(sheet).toContain('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>');
    const cols = read(bytes, { type: 'array', cellStyles: true }).Sheets.Orders['!cols']!;
    expect(cols[0].wch).toBe(6);
    expect(cols[2].wch).toBe('1,500,000 đ'.length + 2);
    expect(cols[3].wch).toBe('dd/mm/yyyy hh:mm'.length + 2);
  });

  it('continues on a new sheet past the row limit, each with its header', () => {
    const wb = book(4);
    wb.addRows([row(1), row(2)]);
    wb.addRows([row(3), row(4), row(5), row(6), row(7)]);
    expect(wb.rowCount).toBe(7);
    const back = read(fileOf(wb), { type: 'array' });
    expect(back.SheetNames).toEqual(['Orders', 'Orders (2)', 'Orders (3)']);
    const ids = back.SheetNames.map((name) =>
      utils.sheet_to_json<unknown[]>(back.Sheets[name], { header: 1 }).map((r) => r[0]),
    );
    expect(ids).toEqual([
      ['Id', 1, 2, 3],
      ['Id', 4, 5, 6],
      ['Id', 7],
    ]);
    expect(unzip(fileOf(wb), 'xl/worksheets/sheet3.xml')).toContain('state="frozen"');
  });

  it('keeps each format on later pages whatever the first page held, and no primer in the header', () => {
    const wb = book();
    wb.addRows([[1, null, null, null, null, null, [], null]]);
    wb.addRows([[2, null, 2_000, null, null, null, [], null]]);
    wb.addRows([[3, null, null, '2026-03-04T18:30:00.000Z', '2026-03-05', null, [], null]]);
    const bytes = fileOf(wb);
    const sheet = read(bytes, { type: 'array', cellNF: true }).Sheets.Orders;
    expect(sheet.C3).toMatchObject({ t: 'n', v: 2_000, z: MONEY_FORMAT });
    expect(sheet.D4).toMatchObject({ t: 'n', z: DATETIME_FORMAT });
    expect(sheet.E4).toMatchObject({ t: 'n', z: DATE_FORMAT });
    expect(sheet['!ref']).toBe('A1:H4');
    const header = /<row r="1"[^>]*>(.*?)<\/row>/.exec(unzip(bytes, 'xl/worksheets/sheet1.xml'))![1];
    expect(header.match(/<c /g)).toHaveLength(headers.length);
    expect(() => wb.addRows([row(4)])).toThrow(/already written/);
  });

  it('streams many pages into one sheet, rows in order', () => {
    const wb = book();
    for (let page = 0; page < 30; page++) wb.addRows(Array.from({ length: 100 }, (_, i) => row(page * 100 + i + 1)));
    const back = read(fileOf(wb), { type: 'array' });
    const ids = utils.sheet_to_json<unknown[]>(back.Sheets.Orders, { header: 1 }).map((r) => r[0]);
    expect(ids).toEqual(['Id', ...Array.from({ length: 3_000 }, (_, i) => i + 1)]);
  });

  it('writes an empty export as its header alone', () => {
    const back = read(fileOf(book()), { type: 'array' });
    expect(utils.sheet_to_json(back.Sheets.Orders, { header: 1 })).toEqual([headers]);
  });
});

describe('sheetNameOf', () => {
  it('drops the characters Excel refuses and keeps 31 characters with the number', () => {
    expect(sheetNameOf('Orders/Deals [x]', 0)).toBe('Orders Deals  x');
    expect(sheetNameOf('A'.repeat(40), 1)).toBe(`${'A'.repeat(27)} (2)`);
  });
});
