import type { ExportCell } from '../../../shared/api/endpoints/exports';
import { ExportWorkbook, type WorkbookSpec } from './workbook';

/**
 * The export's workbook as a worker writes it (exportWorker.ts): the messages between the
 * page and the worker, and the worker's side, written against a plain message port so that
 * tests run it in Node on a `MessageChannel`. The page sends `start` once, a `rows` message
 * per page (answered `written` when its rows are in the file) and `finish` (answered `done`
 * with the file's blocks, handed over, not copied); a failure answers `failed`.
 */

/** A workbook's description without functions, as a message carries it. */
export interface WriterSpec extends Omit<WorkbookSpec, 'enumLabel' | 'utcOffsetMinutes'> {
  /** The translation of each `enum` value the export may hold (others are written as they are). */
  readonly enumLabels: Readonly<Record<string, string>>;
}

export type WriterRequest =
  | { readonly type: 'start'; readonly spec: WriterSpec }
  | { readonly type: 'rows'; readonly rows: readonly (readonly ExportCell[])[] }
  | { readonly type: 'finish' };

export type WriterReply =
  | { readonly type: 'written'; readonly rows: number }
  | { readonly type: 'done'; readonly parts: Uint8Array<ArrayBuffer>[] }
  | { readonly type: 'failed'; readonly message: string };

/** What both ends of the channel need of each other: a worker, its global scope, or a `MessagePort`. */
export interface WriterPort {
  postMessage(message: unknown, transfer: ArrayBuffer[]): void;
  addEventListener(type: 'message', listener: (event: Event) => void): void;
}

/** The message an event of a `WriterPort` carries. */
export const dataOf = (event: Event): unknown => (event as Event & { readonly data?: unknown }).data;

/** The workbook a `WriterSpec` describes. */
export function workbookOf(spec: WriterSpec): ExportWorkbook {
  const { enumLabels, ...rest } = spec;
  return new ExportWorkbook({ ...rest, enumLabel: (value) => enumLabels[value] ?? value });
}

/** Answers the page's messages on `port`: one export at a time, written as the pages come. */
export function serveExportWriter(port: WriterPort): void {
  let workbook: ExportWorkbook | null = null;
  const reply = (message: WriterReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  port.addEventListener('message', (event) => {
    const request = dataOf(event) as WriterRequest;
    try {
      switch (request.type) {
        case 'start':
          workbook = workbookOf(request.spec);
          break;
        case 'rows':
          if (!workbook) throw new Error('The export has not started.');
          workbook.addRows(request.rows);
          reply({ type: 'written', rows: workbook.rowCount });
          break;
        case 'finish': {
          if (!workbook) throw new Error('The export has not started.');
          const parts = workbook.finish();
          workbook = null;
          reply(
            { type: 'done', parts },
            parts.map((part) => part.buffer),
          );
          break;
        }
      }
    } catch (error) {
      workbook = null;
      reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  });
}
