import { MAX_EXPORT_PAGE, type ExportColumn, type ExportPage } from '../../../shared/api/endpoints/exports';
import type { ExportWorkbook } from './workbook';

/**
 * Runs an export: asks the server for pages of `pageSize` rows until one comes back shorter,
 * adds each to the workbook as it arrives (no page is kept; the next one is already asked
 * for, so the server works while the client does), then writes the workbook's bytes.
 * Cancelling through the signal stops at the next page.
 */

export interface ExportProgress {
  /** `fetching` while pages arrive, `writing` while the file's bytes are written. */
  readonly phase: 'fetching' | 'writing';
  readonly rows: number;
  /** The rows the server counts for the whole export (never below the rows already in). */
  readonly total: number;
}

export interface RunExportOptions {
  readonly fetchPage: (offset: number, limit: number) => Promise<ExportPage>;
  /** The workbook for the export's columns (known from the first page). */
  readonly createWorkbook: (columns: readonly ExportColumn[]) => ExportWorkbook;
  /** @default {@link MAX_EXPORT_PAGE} */
  readonly pageSize?: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: ExportProgress) => void;
}

export interface ExportResult {
  readonly bytes: Uint8Array;
  readonly rows: number;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function runExport(options: RunExportOptions): Promise<ExportResult> {
  const { fetchPage, createWorkbook, signal, onProgress } = options;
  const pageSize = options.pageSize ?? MAX_EXPORT_PAGE;
  let workbook: ExportWorkbook | null = null;
  signal?.throwIfAborted();
  let next = fetchPage(0, pageSize);
  for (;;) {
    const page = await next;
    signal?.throwIfAborted();
    const last = page.results.length < pageSize;
    if (!last) {
      // The server reads the next page while this one becomes cells.
      next = fetchPage((workbook?.rowCount ?? 0) + page.results.length, pageSize);
      // A page asked for and then abandoned (cancelled, or a failure here) must not reject unheard.
      next.catch(() => undefined);
      // Let the request leave before the page's cells take the thread.
      await pause();
    }
    workbook ??= createWorkbook(page.columns);
    workbook.addRows(page.results);
    const rows = workbook.rowCount;
    onProgress?.({ phase: last ? 'writing' : 'fetching', rows, total: Math.max(page.total, rows) });
    if (last) break;
  }
  // Let the progress bar paint 'writing' before the synchronous write takes the thread.
  await pause();
  signal?.throwIfAborted();
  return { bytes: workbook.toBytes(), rows: workbook.rowCount };
}
