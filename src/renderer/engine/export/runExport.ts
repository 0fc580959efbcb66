import {
  MAX_EXPORT_PAGE,
  type ExportCell,
  type ExportColumn,
  type ExportPage,
} from '../../../shared/api/endpoints/exports';

/**
 * Runs an export: asks the server for pages of `pageSize` rows, each after the `next` cursor
 * of the one before, until one answers no `next`; adds each to the workbook as it arrives (no
 * page is kept; the next one is already asked for, so the server works while the workbook is
 * written), then writes the workbook's bytes. Cancelling through the signal stops at once,
 * whatever is awaited (a page, a worker's step), and answers no bytes.
 */

export interface ExportProgress {
  /** `fetching` while pages arrive, `writing` while the file's bytes are written. */
  readonly phase: 'fetching' | 'writing';
  readonly rows: number;
  /** The rows the server counts for the whole export (never below the rows already in). */
  readonly total: number;
}

/**
 * Where an export's rows go: the workbook itself (workbook.ts), or the one a worker writes
 * (workerWorkbook.ts), whose steps answer when the worker has done them.
 */
export interface ExportSink {
  /** Adds a page of rows, its cells in the order of the columns. */
  addRows(rows: readonly (readonly ExportCell[])[]): void | Promise<void>;
  /** The `.xlsx` file's bytes, in parts (the blocks it was written in), once every page is in. */
  finish(): Uint8Array<ArrayBuffer>[] | Promise<Uint8Array<ArrayBuffer>[]>;
}

export interface RunExportOptions {
  /** A page of the export: the first with `after` null, the next ones after the cursor the last answered. */
  readonly fetchPage: (after: string | null, limit: number) => Promise<ExportPage>;
  /** The workbook for the export's columns (known from the first page). */
  readonly createWorkbook: (columns: readonly ExportColumn[]) => ExportSink;
  /** @default {@link MAX_EXPORT_PAGE} */
  readonly pageSize?: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: ExportProgress) => void;
}

export interface ExportResult {
  /** The file's bytes are these, in order. */
  readonly parts: Uint8Array<ArrayBuffer>[];
  readonly rows: number;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

/** `work`, or its end as soon as `signal` aborts (a page or a worker's step is not waited for). */
function orAbort<T>(work: T | Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return Promise.resolve(work);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    Promise.resolve(work)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export async function runExport(options: RunExportOptions): Promise<ExportResult> {
  const { fetchPage, createWorkbook, signal, onProgress } = options;
  const pageSize = options.pageSize ?? MAX_EXPORT_PAGE;
  let workbook: ExportSink | null = null;
  let rows = 0;
  signal?.throwIfAborted();
  let next = fetchPage(null, pageSize);
  for (;;) {
    const page = await orAbort(next, signal);
    const last = page.next === null;
    if (page.next !== null) {
      // The server reads the next page while this one becomes cells.
      next = fetchPage(page.next, pageSize);
      // A page asked for and then abandoned (cancelled, or a failure here) must not reject unheard.
      next.catch(() => undefined);
      // Let the request leave before the page's cells take the thread.
      await pause();
    }
    workbook ??= createWorkbook(page.columns);
    await orAbort(workbook.addRows(page.results), signal);
    rows += page.results.length;
    onProgress?.({ phase: last ? 'writing' : 'fetching', rows, total: Math.max(page.total, rows) });
    if (last) break;
  }
  // Let the progress bar paint 'writing' before the write takes the thread.
  await pause();
  signal?.throwIfAborted();
  const parts = await orAbort(workbook.finish(), signal);
  return { parts, rows };
}
