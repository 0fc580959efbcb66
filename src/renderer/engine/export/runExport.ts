import { MAX_EXPORT_PAGE, type ExportColumn } from '../../../shared/api/endpoints/exports';
import type { PageHead, PageReader } from './pageReader';

/**
 * Runs an export: asks the server for pages of `pageSize` rows, each after the `next` cursor
 * of the one before, until one answers no `next`; hands each page to the workbook as the
 * bytes that arrived (the workbook reads them where it writes them, in its worker), asks for
 * the next page as soon as one is read (the server reads it while this one is written, and no
 * more than that is held), and hands the file's blocks to `write` as the pages fill them, so
 * the file leaves the export while it is written. Cancelling through the signal stops at
 * once, whatever is awaited (a page, a worker's step, a write); the caller then discards
 * what `write` was given.
 */

export interface ExportProgress {
  /** `fetching` while pages arrive, `writing` while the file's bytes are written. */
  readonly phase: 'fetching' | 'writing';
  readonly rows: number;
  /** The rows the server counts for the whole export (never below the rows already in). */
  readonly total: number;
}

/** A page the workbook has read: its head, and its rows' writing. */
export interface PageRead extends PageHead {
  /** Resolves once the page's rows are in the file, with the file's blocks they filled (most pages fill none). */
  readonly written: Promise<Uint8Array<ArrayBuffer>[]>;
}

/**
 * Where an export's pages go: a workbook read and written on the page's thread
 * (`PageWorkbook`), or the one a worker writes (workerWorkbook.ts), whose steps answer when
 * the worker has done them.
 */
export interface ExportSink {
  /** Reads a page from the bytes that arrived (checked against the contract) and starts writing its rows. */
  readPage(bytes: Uint8Array): Promise<PageRead>;
  /** The rest of the `.xlsx` file's bytes, in the blocks it was written in, once every page is in. */
  finish(): Uint8Array<ArrayBuffer>[] | Promise<Uint8Array<ArrayBuffer>[]>;
}

export interface RunExportOptions {
  /** A page's bytes as they arrived: the first with `after` null, the next ones after the cursor the last answered. */
  readonly fetchPage: (after: string | null, limit: number) => Promise<Uint8Array>;
  /** The export's columns, as the contract gives them (`exportColumnsOf`). */
  readonly columns: readonly ExportColumn[];
  /** The workbook for the export's columns. */
  readonly createWorkbook: (columns: readonly ExportColumn[]) => ExportSink;
  /** Takes the file's next blocks, in order (to the disk, or into the browser's Blob); the next waits for it. */
  readonly write: (parts: Uint8Array<ArrayBuffer>[]) => Promise<void>;
  /** @default {@link MAX_EXPORT_PAGE} */
  readonly pageSize?: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: ExportProgress) => void;
}

export interface ExportResult {
  /** Rows written; the file's bytes are every block `write` was given. */
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
  const { fetchPage, createWorkbook, write, signal, onProgress } = options;
  const pageSize = options.pageSize ?? MAX_EXPORT_PAGE;
  let rows = 0;
  signal?.throwIfAborted();
  const workbook = createWorkbook(options.columns);
  let next = fetchPage(null, pageSize);
  for (;;) {
    const page = await orAbort(workbook.readPage(await orAbort(next, signal)), signal);
    if (page.next !== null) {
      // The server reads the next page while this one is written.
      next = fetchPage(page.next, pageSize);
      // A page asked for and then abandoned (cancelled, or a failure here) must not reject unheard.
      next.catch(() => undefined);
    }
    const parts = await orAbort(page.written, signal);
    if (parts.length > 0) await orAbort(write(parts), signal);
    rows += page.rows;
    const last = page.next === null;
    onProgress?.({ phase: last ? 'writing' : 'fetching', rows, total: Math.max(page.total, rows) });
    if (last) break;
  }
  // Let the progress bar paint 'writing' before the write takes the thread.
  await pause();
  signal?.throwIfAborted();
  await orAbort(write(await orAbort(workbook.finish(), signal)), signal);
  return { rows };
}

/**
 * The workbook read and written on the page's thread, where no worker starts: each page's
 * rows are written on the next turn, so the next page's request leaves first.
 */
export class PageWorkbook implements ExportSink {
  constructor(private readonly reader: PageReader) {}

  readPage(bytes: Uint8Array): Promise<PageRead> {
    return Promise.resolve().then(() => {
      const { head, write } = this.reader.read(bytes);
      return { ...head, written: pause().then(write) };
    });
  }

  finish(): Uint8Array<ArrayBuffer>[] {
    return this.reader.finish();
  }
}
