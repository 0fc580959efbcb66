/**
 * Excel export of the orders list end to end, next to its floor. A database is filled up to
 * `--orders` orders: PGlite (`--engine pglite`, the default) in a temporary folder, or in
 * `--data <folder>`, kept and reused by the next run (a million orders take minutes to fill);
 * or a PostgreSQL cluster of its own (`--engine postgres`). The server then runs in its own
 * process (`src/server/main.ts`, as the desktop app runs it in a utility process), and this
 * process, the client, as a manager over HTTP:
 *
 * - **export**: what the Export button runs (`runExport`): `GET /orders/exportExcel` pages of
 *   5,000 rows checked against the contract's schema, each after the cursor of the one before
 *   (the next page asked for while the last one is written), each written by the export's
 *   worker (exportWriter.ts in a worker thread, as the renderer runs it in a Web Worker) into
 *   the `ExportWorkbook` as it arrives (typed cells, formats, widths, the rows' XML by SheetJS
 *   deflated into the zip, a new sheet past 1,048,576 rows), the workbook finished (headers
 *   bold and frozen), its bytes handed back and written to a file;
 * - **floor**: SheetJS on its own writing the same array of arrays (`aoa_to_sheet`, dense, then
 *   `write` deflated, as bytes) to a file; the rows are fetched beforehand, outside the timing.
 *
 * The orders export has 9 columns; `--columns 15` (the default) widens every row to 15 by
 * repeating six of them (name, status, price, customer, designer, creation), for both.
 * Peak memory is the client process's RSS (the worker thread's included) sampled every 20 ms,
 * minus its RSS before the run. The floor's rows are fetched after the export, timed on their
 * own ("the pages alone": server, parse and schema check, nothing written). The floor runs up to 200,000 rows (`--floor yes|no` to choose):
 * at a million SheetJS alone fails. Run with `--expose-gc` so each run starts clean:
 *
 *   node --expose-gc --import tsx bench/export.ts --orders 100000 [--engine postgres] [--data /tmp/bo-1m]
 */
import { utils, write } from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { openDatabase } from '../src/server/db/connection';
import { orders } from '../src/server/db/schema';
import { seedDemoData } from '../src/server/seed/index';
import { fillOrders } from '../src/server/seed/fillOrders';
import { DEMO_PASSWORD, demoEmail } from '../src/shared/demo/demoAccounts';
import type { ExportColumn, ExportPage } from '../src/shared/api/endpoints/exports';
import { fetchExportPage } from '../src/renderer/engine/export/exportApi';
import { runExport } from '../src/renderer/engine/export/runExport';
import { WorkerWorkbook } from '../src/renderer/engine/export/workerWorkbook';
import { startPgCluster } from '../tests/api/pg-cluster';
import { freePort } from '../tests/support/freePort';
import { arg, ms } from './stats';

const target = Number(arg('orders', '100000'));
const width = Number(arg('columns', '15'));
const engine = arg('engine', 'pglite');
const kept = arg('data', '');
const withFloor = arg('floor', target <= 200_000 ? 'yes' : 'no') === 'yes';
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

const folder = await mkdtemp(join(tmpdir(), 'bo-export-bench-'));
const dataDir = kept || join(folder, 'pglite');
const cluster = engine === 'postgres' ? await startPgCluster() : null;
try {
  const databaseUrl = cluster ? await cluster.createDatabase() : undefined;
  const fresh = cluster !== null || !existsSync(dataDir);
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  await database.migrate();
  if (fresh) await seedDemoData(database.db);
  const started = performance.now();
  await fillOrders(database.db, target);
  await database.db.execute(sql`ANALYZE`);
  console.log(`${engine}: ${await database.db.$count(orders)} orders, filled in ${ms(performance.now() - started)}`);
  await database.close();

  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: cluster ? join(folder, 'files') : dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api/v1`;
  let token = '';
  for (const waited = performance.now(); !token; await new Promise((r) => setTimeout(r, 200))) {
    if (server.exitCode !== null || performance.now() - waited > 120_000) throw new Error('the server did not start');
    try {
      const res = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demoEmail('manager'), password: DEMO_PASSWORD }),
      });
      token = ((await res.json()) as { token?: string }).token ?? '';
    } catch {
      // not listening yet
    }
  }
  const headers = { authorization: `Bearer ${token}` };
  const send = async (request: { path: string; query?: Readonly<Record<string, unknown>> }) => {
    const query = new URLSearchParams(
      Object.entries(request.query ?? {}).flatMap(([k, v]) =>
        v === undefined ? [] : [[k, String(v as string | number | boolean)] as [string, string]],
      ),
    );
    const res = await fetch(`${base}${request.path}?${query.toString()}`, { headers });
    if (res.status !== 200)
      throw new Error(`${request.path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return res.json();
  };
  const fetchPage = async (after: string | null, limit: number) =>
    widen(
      await fetchExportPage(send, 'orders', {
        filter: '{}',
        orderBy: '-createdAt',
        ...(after === null ? {} : { after }),
        limit,
      }),
    );

  const ours = await measured(async () => {
    // The export's worker, as the dialog starts one: the workbook is written in its thread.
    const channel = new MessageChannel();
    const worker = new Worker(new URL('./exportWorkerThread.ts', import.meta.url), {
      workerData: { port: channel.port2 },
      transferList: [channel.port2],
      execArgv: ['--import', 'tsx'],
    });
    channel.port1.start();
    try {
      const { bytes, rows } = await runExport({
        fetchPage,
        createWorkbook: (columns) =>
          new WorkerWorkbook(channel.port1, {
            columns,
            headers: columns.map((c) => c.field),
            sheetName: 'Orders',
            enumLabels: {},
          }),
      });
      await writeFile(join(folder, 'ours.xlsx'), bytes);
      return { rows, size: bytes.byteLength };
    } finally {
      channel.port1.close();
      await worker.terminate();
    }
  });

  // The floor's rows: the same pages, fetched outside the timing, as plain values.
  // Timed on their own, one after another: the server's pages with the client's parse and
  // schema check, nothing written (the part of the export the writer overlaps with).
  const aoa: unknown[][] = [];
  let columns: readonly ExportColumn[] = [];
  const fetchStarted = performance.now();
  for (let after: string | null = null; withFloor;) {
    const page = await fetchPage(after, 5_000);
    columns = page.columns;
    for (const row of page.results) aoa.push(row);
    if (page.next === null) break;
    after = page.next;
  }
  const fetchTime = performance.now() - fetchStarted;
  aoa.unshift(columns.map((c) => c.field));
  // At a million rows SheetJS may fail where the export does not (one string per sheet's XML):
  // the failure is the floor's figure then.
  const floor = await measured(async () => {
    if (!withFloor) return { rows: 0, size: 0, failed: 'not run' };
    try {
      const book = utils.book_new();
      for (let start = 0, n = 1; start < aoa.length; start += 1_048_576, n += 1) {
        const sheet = utils.aoa_to_sheet(aoa.slice(start, start + 1_048_576), { dense: true });
        utils.book_append_sheet(book, sheet, `S${n}`);
      }
      const bytes = write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
      await writeFile(join(folder, 'floor.xlsx'), bytes);
      return { rows: aoa.length - 1, size: bytes.byteLength, failed: '' };
    } catch (error) {
      return { rows: 0, size: 0, failed: error instanceof Error ? error.message : String(error) };
    }
  });

  console.log(`${ours.value.rows} orders × ${width} columns, ${engine}, server in its own process, over HTTP`);
  console.log('| Run | Time | Peak RSS above start | File |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(`| export, end to end | ${ms(ours.time)} | ${mb(ours.peak)} | ${mb(ours.value.size)} |`);
  const floorFile = floor.value.failed ? `failed: ${floor.value.failed}` : mb(floor.value.size);
  console.log(`| floor: SheetJS writes the array of arrays | ${ms(floor.time)} | ${mb(floor.peak)} | ${floorFile} |`);
  console.log(`ratio ${(ours.time / floor.time).toFixed(2)}× the floor's time`);
  if (withFloor) console.log(`the pages alone (fetched, parsed, checked, one after another): ${ms(fetchTime)}`);
  console.log(`RSS before the export: ${mb(ours.base)}; before the floor: ${mb(floor.base)}`);
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
} finally {
  await cluster?.stop();
  await rm(folder, { recursive: true, force: true });
}
