/**
 * The client side of bench/export.ts, in a process of its own so that its memory is the
 * export's alone (the bench's own process has had a database open). One run per process:
 *
 * - `--run export`: what the Export button runs (`runExport`): `GET /orders/exportExcel` pages
 *   of 5,000 rows checked against the contract's schema, each after the cursor of the one
 *   before (the next page asked for while the last one is written), each written by the
 *   export's worker (exportWriter.ts in a worker thread, as the renderer runs it in a Web
 *   Worker) as it arrives, the file's blocks handed back as they fill and appended to a file
 *   (as main writes them on the desktop), the rest when the workbook is finished;
 * - `--run floor`: SheetJS on its own writing the same array of arrays (`aoa_to_sheet`, dense,
 *   then `write` deflated, as bytes) to a file; the rows are fetched beforehand, outside the
 *   timing, and that fetch is timed on its own ("the pages alone": server, parse and schema
 *   check, one page after another, nothing written).
 *
 * The orders export has 9 columns; `--columns 15` widens every row to 15 by repeating six of
 * them (name, status, price, customer, designer, creation). It prints one line of JSON: the
 * time, the peak RSS (the kernel's high-water mark of the whole process, worker thread
 * included) and that peak above the RSS before the run, and the file's size.
 *
 * bench/export.ts bundles it and its worker first (`bundleClient`), as the app is bundled: no
 * TypeScript compiler in the process, nor tsx's loader thread (about 50 MB of RSS here).
 *
 *   node --expose-gc <bundle>/exportClient.mjs --run export --base <url> --token <t> --out <file>
 *   node --expose-gc --import tsx bench/exportClient.ts …   (from source)
 */
import { utils, write } from '@e965/xlsx';
import { open, writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { ExportColumn } from '../src/shared/api/endpoints/exports';
import { fetchExportPage } from '../src/renderer/engine/export/exportApi';
import { runExport } from '../src/renderer/engine/export/runExport';
import { WorkerWorkbook } from '../src/renderer/engine/export/workerWorkbook';
import { readWidened, widenedColumns } from './exportWiden';
import { arg } from './stats';

export interface ClientRun {
  readonly time: number;
  /** The process's peak RSS, in bytes. */
  readonly peak: number;
  /** The peak above the RSS before the run, in bytes. */
  readonly peakAbove: number;
  readonly size: number;
  readonly rows: number;
  /** Floor only: the pages fetched one after another, in ms. */
  readonly fetchTime?: number;
  readonly failed?: string;
}

const run = arg('run', 'export');
const base = arg('base', '');
const token = arg('token', '');
const out = arg('out', '');
const width = Number(arg('columns', '15'));
const gc = (globalThis as { gc?: () => void }).gc;

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
  return new Uint8Array(await res.arrayBuffer());
};
/** A page's bytes, as the export asks for them. */
const fetchPage = (after: string | null, limit: number) =>
  fetchExportPage(send, 'orders', { filter: '{}', orderBy: '-createdAt', ...(after === null ? {} : { after }), limit });

/** Runs `body`, sampling RSS every 20 ms; answers its time and its peak RSS above the RSS before it. */
async function measured<T>(body: () => Promise<T>): Promise<{ value: T; time: number; peakAbove: number }> {
  gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  try {
    const value = await body();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, time: performance.now() - started, peakAbove: peak - before };
  } finally {
    clearInterval(timer);
  }
}

async function exportRun(): Promise<ClientRun> {
  const { value, time, peakAbove } = await measured(async () => {
    // The export's worker, as the dialog starts one: the workbook is written in its thread.
    const channel = new MessageChannel();
    // Bundled (as bench/export.ts runs it), the worker is the bundle beside this one; from
    // source, TypeScript compiled by tsx.
    const bundled = import.meta.url.endsWith('.mjs');
    const worker = new Worker(new URL(`./exportWorkerThread.${bundled ? 'mjs' : 'ts'}`, import.meta.url), {
      workerData: { port: channel.port2, width },
      transferList: [channel.port2],
      execArgv: bundled ? [] : ['--import', 'tsx'],
    });
    channel.port1.start();
    const file = await open(out, 'w');
    let size = 0;
    try {
      const { rows } = await runExport({
        fetchPage,
        columns: widenedColumns(width),
        createWorkbook: (columns) =>
          new WorkerWorkbook(channel.port1, {
            columns,
            headers: columns.map((c) => c.field),
            sheetName: 'Orders',
            enumLabels: {},
          }),
        write: async (parts) => {
          for (const part of parts) {
            await file.write(part);
            size += part.byteLength;
          }
        },
      });
      return { rows, size };
    } finally {
      await file.close();
      channel.port1.close();
      await worker.terminate();
    }
  });
  return { ...value, time, peakAbove, peak: process.resourceUsage().maxRSS * 1024 };
}

async function floorRun(): Promise<ClientRun> {
  const aoa: unknown[][] = [];
  let columns: readonly ExportColumn[] = [];
  const fetchStarted = performance.now();
  for (let after: string | null = null; ;) {
    const page = readWidened(await fetchPage(after, 5_000), width);
    columns = page.columns;
    for (const row of page.results) aoa.push(row);
    if (page.next === null) break;
    after = page.next;
  }
  const fetchTime = performance.now() - fetchStarted;
  aoa.unshift(columns.map((c) => c.field));
  // At a million rows SheetJS may fail where the export does not (one string per sheet's XML):
  // the failure is the floor's figure then.
  const { value, time, peakAbove } = await measured(async () => {
    try {
      const book = utils.book_new();
      for (let start = 0, n = 1; start < aoa.length; start += 1_048_576, n += 1) {
        const sheet = utils.aoa_to_sheet(aoa.slice(start, start + 1_048_576), { dense: true });
        utils.book_append_sheet(book, sheet, `S${n}`);
      }
      const bytes = write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
      await writeFile(out, bytes);
      return { rows: aoa.length - 1, size: bytes.byteLength };
    } catch (error) {
      return { rows: 0, size: 0, failed: error instanceof Error ? error.message : String(error) };
    }
  });
  return { ...value, time, peakAbove, fetchTime, peak: process.resourceUsage().maxRSS * 1024 };
}

console.log(JSON.stringify(run === 'floor' ? await floorRun() : await exportRun()));
