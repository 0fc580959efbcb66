import { PageReader, readExportPage, type PageHead, type ReadPage } from './pageReader';
import { ExportWorkbook, type WorkbookSpec } from './workbook';

/**
 * The export's workbook as a worker writes it (exportWorker.ts): the messages between the
 * page and the worker, and the worker's side, written against a plain message port so that
 * tests run it in Node on a `MessageChannel`. The page sends `start` once, then each page as
 * the bytes that arrived (handed over, not copied), answered twice: `read` with its cursor
 * once it is read and checked (so the page can ask for the next one), then `written` when its
 * rows are in the file, with the file's blocks they filled; `finish` is answered `done` with
 * the rest of the file's blocks. Blocks are handed over, not copied, and the worker keeps none,
 * so the file leaves the worker as it is written. A failure answers `failed`.
 */

/** A workbook's description without functions, as a message carries it. */
export interface WriterSpec extends Omit<WorkbookSpec, 'enumLabel' | 'utcOffsetMinutes'> {
  /** The translation of each `enum` value the export may hold (others are written as they are). */
  readonly enumLabels: Readonly<Record<string, string>>;
  /** The bytes of each block of the file handed back (4 MB; tests take smaller ones). */
  readonly blockSize?: number;
}

export type WriterRequest =
  | { readonly type: 'start'; readonly spec: WriterSpec }
  | { readonly type: 'page'; readonly bytes: Uint8Array }
  | { readonly type: 'finish' };

export type WriterReply =
  | ({ readonly type: 'read' } & PageHead)
  | { readonly type: 'written'; readonly rows: number; readonly parts: Uint8Array<ArrayBuffer>[] }
  | { readonly type: 'done'; readonly parts: Uint8Array<ArrayBuffer>[] }
  | { readonly type: 'failed'; readonly message: string };

/** What both ends of the channel need of each other: a worker, its global scope, or a `MessagePort`. */
export interface WriterPort {
  postMessage(message: unknown, transfer: ArrayBuffer[]): void;
  addEventListener(type: 'message', listener: (event: Event) => void): void;
}

/** The message an event of a `WriterPort` carries. */
export const dataOf = (event: Event): unknown => (event as Event & { readonly data?: unknown }).data;

/** The reader of an export's pages into the workbook a `WriterSpec` describes. */
export function pageReaderOf(spec: WriterSpec, readPage: ReadPage = readExportPage): PageReader {
  const { enumLabels, blockSize, ...rest } = spec;
  const workbook = new ExportWorkbook({ ...rest, enumLabel: (value) => enumLabels[value] ?? value }, blockSize);
  return new PageReader(workbook, spec.columns, readPage);
}

/**
 * Answers the page's messages on `port`: one export at a time, each page read, then written,
 * as it comes. `readPage` turns a page's bytes into the page (the contract's check by default).
 */
export function serveExportWriter(port: WriterPort, readPage: ReadPage = readExportPage): void {
  let reader: PageReader | null = null;
  const reply = (message: WriterReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  port.addEventListener('message', (event) => {
    const request = dataOf(event) as WriterRequest;
    try {
      switch (request.type) {
        case 'start':
          reader = pageReaderOf(request.spec, readPage);
          break;
        case 'page': {
          if (!reader) throw new Error('The export has not started.');
          const { head, write } = reader.read(request.bytes);
          reply({ type: 'read', ...head });
          const parts = write();
          reply(
            { type: 'written', rows: reader.rowCount, parts },
            parts.map((part) => part.buffer),
          );
          break;
        }
        case 'finish': {
          if (!reader) throw new Error('The export has not started.');
          const parts = reader.finish();
          reader = null;
          reply(
            { type: 'done', parts },
            parts.map((part) => part.buffer),
          );
          break;
        }
      }
    } catch (error) {
      reader = null;
      reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  });
}
