import type { ExportColumn } from '../../../shared/api/endpoints/exports';
import { pageReaderOf, type WriterSpec } from './exportWriter';
import { PageWorkbook, runExport, type ExportResult, type RunExportOptions } from './runExport';
import { WorkerUnavailable, WorkerWorkbook, type ExportWorkerPort } from './workerWorkbook';

/** What the export dialog gives {@link exportFile}. */
export interface ExportFileOptions extends Pick<
  RunExportOptions,
  'fetchPage' | 'columns' | 'write' | 'signal' | 'onProgress'
> {
  /** The workbook's description once its columns are known. */
  readonly spec: (columns: readonly ExportColumn[]) => WriterSpec;
  /** Starts the export's worker (exportWorker.ts). */
  readonly startWorker: () => ExportWorkerPort & { terminate(): void };
}

/**
 * An export's file, written by its worker and handed to `write` as it fills; the worker ends
 * with the export, cancelled or not. Where the worker never starts (its script refused by the
 * platform), the export runs again with the workbook on the page's thread, as it was written
 * before there was a worker: nothing was handed to `write` yet, since blocks only come from a
 * worker that answered.
 */
export async function exportFile(options: ExportFileOptions): Promise<ExportResult> {
  const { spec, startWorker, ...run } = options;
  const worker = startWorker();
  const stop = () => worker.terminate();
  options.signal?.addEventListener('abort', stop);
  try {
    return await runExport({ ...run, createWorkbook: (columns) => new WorkerWorkbook(worker, spec(columns)) });
  } catch (error) {
    if (!(error instanceof WorkerUnavailable) || options.signal?.aborted) throw error;
    return runExport({ ...run, createWorkbook: (columns) => new PageWorkbook(pageReaderOf(spec(columns))) });
  } finally {
    stop();
    options.signal?.removeEventListener('abort', stop);
  }
}
