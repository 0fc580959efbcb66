/**
 * The export's writer alone (`ExportWorkbook`, src/renderer/engine/export/workbook.ts): `--rows`
 * generated rows of bench/export.ts's 15 columns (texts and references as Vietnamese names,
 * enums, money, ids, instants), in pages of 5,000 as the export's worker gets them, written into a
 * workbook in this thread; then the time, the file's size and the process's peak RSS above
 * its start. The rows are generated in the same thread, so their cost is in the time too.
 * `--cpu-prof` shows where the writer's time goes.
 *
 *   node --expose-gc --import tsx bench/export-writer.ts --rows 1000000
 */
import { performance } from 'node:perf_hooks';
import type { ExportCell, ExportColumn } from '../src/shared/api/endpoints/exports';
import { ExportWorkbook } from '../src/renderer/engine/export/workbook';
import { widenedColumns } from './exportWiden';
import { arg, ms } from './stats';

const PAGE = 5_000;
const total = Number(arg('rows', '1000000'));
/** The columns of bench/export.ts: the orders export's, widened to 15. */
const columns = widenedColumns(15);

function cellOf(kind: ExportColumn['kind'], i: number): ExportCell {
  switch (kind) {
    case 'number':
      return i + 1;
    case 'money':
      return 1_500_000 + i;
    case 'datetime':
      return new Date(1.7e12 + i * 60_000).toISOString();
    case 'enum':
      return 'inProgress';
    default:
      return `Khách hàng ${i % 997} Nguyễn Văn`;
  }
}

const page = (start: number) =>
  Array.from({ length: Math.min(PAGE, total - start) }, (_, j) =>
    columns.map((column) => cellOf(column.kind, start + j)),
  );

(globalThis as { gc?: () => void }).gc?.();
const base = process.memoryUsage().rss;
let peak = base;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const started = performance.now();
const workbook = new ExportWorkbook({
  columns,
  headers: columns.map((c) => c.field),
  sheetName: 'Orders',
  utcOffsetMinutes: () => 7 * 60,
});
for (let start = 0; start < total; start += PAGE) {
  workbook.addRows(page(start));
  // As the worker does between two messages.
  await new Promise((resolve) => setImmediate(resolve));
}
const size = workbook.finish().reduce((sum, part) => sum + part.byteLength, 0);
const time = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
console.log(
  `${total} rows × ${columns.length} columns: ${ms(time)}, file ${(size / 1024 / 1024).toFixed(0)} MB, ` +
    `peak RSS ${((peak - base) / 1024 / 1024).toFixed(0)} MB above its start`,
);
