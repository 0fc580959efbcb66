/**
 * Excel export of the orders list end to end, next to its floor. The database is filled up to
 * `--orders` orders; then, as a manager through app.inject:
 *
 * - **export**: what the Export button runs (`runExport`): `GET /orders/exportExcel` pages of
 *   5,000 rows checked against the contract's schema, each added to the `ExportWorkbook` as it
 *   arrives (typed cells, formats, widths, a new sheet past 1,048,576 rows), the workbook
 *   written (headers made bold and frozen, deflated) and its bytes written to a file;
 * - **floor**: SheetJS on its own writing the same array of arrays (`aoa_to_sheet`, dense, then
 *   `write` deflated) to a file; the rows are fetched beforehand, outside the timing.
 *
 * The orders export has 9 columns; `--columns 15` (the default) widens every row to 15 by
 * repeating six of them (name, status, price, customer, designer, creation), for both.
 * Peak memory is the process's RSS sampled every 20 ms, minus its RSS before the run (PGlite
 * and the server live in the same process). Run with `--expose-gc` so each run starts clean:
 *
 *   node --expose-gc --import tsx bench/export.ts --orders 100000
 */
import { utils, write } from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { orders } from '../src/server/db/schema';
import { generateOrders } from '../src/server/db/seed/index';
import type { ExportColumn, ExportPage } from '../src/shared/api/endpoints/exports';
import { fetchExportPage } from '../src/renderer/engine/export/exportApi';
import { runExport } from '../src/renderer/engine/export/runExport';
import { ExportWorkbook } from '../src/renderer/engine/export/workbook';
import { TEST_CONFIG, demoEmail, login } from '../tests/api/harness';
import { openBenchDatabase } from './database';
import { arg, ms } from './stats';

const target = Number(arg('orders', '100000'));
const width = Number(arg('columns', '15'));
const EXTRA_FIELDS = ['name', 'status', 'priceOrder', 'customerId', 'designerId', 'createdAt'];
const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Widens a page to `width` columns by repeating some of its columns. */
function widen(page: ExportPage): ExportPage {
  const extra = EXTRA_FIELDS.slice(0, Math.max(0, width - page.columns.length)).map((field) =>
    page.columns.findIndex((c) => c.field === field),
  );
  const columns: ExportColumn[] = [
    ...page.columns,
    ...extra.map((i) => ({ ...page.columns[i], field: `${page.columns[i].field}2` })),
  ];
  return { ...page, columns, results: page.results.map((row) => [...row, ...extra.map((i) => row[i]!)]) };
}

/** Runs `body`, sampling RSS; answers its time and its peak RSS above the RSS before it. */
async function measured<T>(body: () => Promise<T>): Promise<{ value: T; time: number; peak: number; base: number }> {
  gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  try {
    const value = await body();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, time: performance.now() - started, peak: peak - base, base };
  } finally {
    clearInterval(timer);
  }
}

const { database, close } = await openBenchDatabase('pglite');
const folder = await mkdtemp(join(tmpdir(), 'bo-export-bench-'));
try {
  const existing = await database.db.$count(orders);
  if (target > existing) {
    const started = performance.now();
    await generateOrders(database.db, target - existing, { seed: target });
    await database.db.execute(sql`ANALYZE`);
    console.log(`filled to ${target} orders in ${ms(performance.now() - started)}`);
  }
  const app = await buildApp({ database, config: TEST_CONFIG });
  await app.ready();
  const headers = { authorization: `Bearer ${await login(app, demoEmail('manager'))}` };
  const send = async (request: { path: string; query?: Readonly<Record<string, unknown>> }) => {
    const query = new URLSearchParams(
      Object.entries(request.query ?? {}).flatMap(([k, v]) =>
        v === undefined ? [] : [[k, String(v as string | number | boolean)] as [string, string]],
      ),
    );
    const res = await app.inject({ method: 'GET', url: `/api/v1${request.path}?${query.toString()}`, headers });
    if (res.statusCode !== 200)
      throw new Error(`${request.path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return res.json<unknown>();
  };
  const fetchPage = async (offset: number, limit: number) =>
    widen(await fetchExportPage(send, 'orders', { filter: '{}', orderBy: '-createdAt', offset, limit }));

  let fetching = 0;
  const ours = await measured(async () => {
    const { bytes, rows } = await runExport({
      fetchPage: async (offset, limit) => {
        const started = performance.now();
        const page = await fetchPage(offset, limit);
        fetching += performance.now() - started;
        return page;
      },
      createWorkbook: (columns) =>
        new ExportWorkbook({ columns, headers: columns.map((c) => c.field), sheetName: 'Orders' }),
    });
    await writeFile(join(folder, 'ours.xlsx'), bytes);
    return { rows, size: bytes.byteLength };
  });

  // The floor's rows: the same pages, fetched outside the timing, as plain values.
  const aoa: unknown[][] = [];
  let columns: readonly ExportColumn[] = [];
  for (let offset = 0; ; offset += 5_000) {
    const page = await fetchPage(offset, 5_000);
    columns = page.columns;
    for (const row of page.results) aoa.push(row);
    if (page.results.length < 5_000) break;
  }
  aoa.unshift(columns.map((c) => c.field));
  const floor = await measured(async () => {
    const book = utils.book_new();
    for (let start = 0, n = 1; start < aoa.length; start += 1_048_576, n += 1) {
      utils.book_append_sheet(book, utils.aoa_to_sheet(aoa.slice(start, start + 1_048_576), { dense: true }), `S${n}`);
    }
    const bytes = write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
    await writeFile(join(folder, 'floor.xlsx'), new Uint8Array(bytes));
    return { rows: aoa.length - 1, size: bytes.byteLength };
  });

  console.log(`${ours.value.rows} orders × ${columns.length} columns, PGlite, through app.inject`);
  console.log('| Run | Time | Peak RSS above start | File |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(
    `| export, end to end (server pages ${ms(fetching)}) | ${ms(ours.time)} | ${mb(ours.peak)} | ${mb(ours.value.size)} |`,
  );
  console.log(
    `| floor: SheetJS writes the array of arrays | ${ms(floor.time)} | ${mb(floor.peak)} | ${mb(floor.value.size)} |`,
  );
  console.log(`| export without the server's pages | ${ms(ours.time - fetching)} | | |`);
  console.log(`RSS before the export: ${mb(ours.base)}; before the floor: ${mb(floor.base)}`);
  await app.close();
} finally {
  await rm(folder, { recursive: true, force: true });
  await close();
}
