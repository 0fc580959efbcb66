/**
 * The bench's wider export (bench/export.ts, `--columns`): the orders export has 9 columns,
 * and each page is widened to `width` by repeating six of them (name, status, price,
 * customer, designer, creation), where the page is read (the export's worker, or the
 * floor's fetch), as if the server had answered them.
 */
import { exportColumnsOf, type ExportColumn, type ExportPage } from '../src/shared/api/endpoints/exports';
import { readExportPage } from '../src/renderer/engine/export/pageReader';
import { RESOURCES } from '../src/shared/domain/resources';

const EXTRA_FIELDS = ['name', 'status', 'priceOrder', 'customerId', 'designerId', 'createdAt'];

/** The orders export's own columns, as the server answers them. */
export const ORDER_COLUMNS = exportColumnsOf(RESOURCES.orders);

/** Where each added column is copied from. */
const extraOf = (width: number) =>
  EXTRA_FIELDS.slice(0, Math.max(0, width - ORDER_COLUMNS.length)).map((field) =>
    ORDER_COLUMNS.findIndex((c) => c.field === field),
  );

/** The columns of a page widened to `width`. */
export const widenedColumns = (width: number): ExportColumn[] => [
  ...ORDER_COLUMNS,
  ...extraOf(width).map((i) => ({ ...ORDER_COLUMNS[i], field: `${ORDER_COLUMNS[i].field}2` })),
];

/** Reads a page of the orders export (checked as the app checks it) and widens it to `width` columns. */
export function readWidened(bytes: Uint8Array, width: number): ExportPage {
  const page = readExportPage(bytes, ORDER_COLUMNS);
  const extra = extraOf(width);
  return {
    ...page,
    columns: widenedColumns(width),
    results: page.results.map((row) => [...row, ...extra.map((i) => row[i]!)]),
  };
}
