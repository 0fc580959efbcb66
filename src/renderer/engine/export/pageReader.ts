import { exportPageSchema, type ExportColumn, type ExportPage } from '../../../shared/api/endpoints/exports';
import type { ExportWorkbook } from './workbook';

/** What the export needs to know of a page once it is read, before its rows are written. */
export interface PageHead {
  /** The cursor of the next page; null after the last. */
  readonly next: string | null;
  /** Rows the whole export holds, as the server counts them. */
  readonly total: number;
  /** Rows in this page. */
  readonly rows: number;
}

/** Turns the bytes of a page as they arrived into the page; the default checks them against the contract. */
export type ReadPage = (bytes: Uint8Array, columns: readonly ExportColumn[]) => ExportPage;

const decoder = new TextDecoder();
const sameColumns = (a: readonly ExportColumn[], b: readonly ExportColumn[]) =>
  a.length === b.length && a.every((column, i) => column.field === b[i].field && column.kind === b[i].kind);

/**
 * A page of `GET /{resource}/exportExcel` from the bytes that arrived, checked against the
 * contract's schema, its columns the ones the contract gives the export (`exportColumnsOf`).
 */
export function readExportPage(bytes: Uint8Array, columns: readonly ExportColumn[]): ExportPage {
  const page = exportPageSchema.parse(JSON.parse(decoder.decode(bytes)));
  if (!sameColumns(page.columns, columns)) throw new Error('The server answered other columns than the export has.');
  return page;
}

/**
 * Reads an export's pages as the bytes that arrived and writes their rows into the workbook:
 * where the pages are read is where their objects live, so the page's thread, which only
 * fetches them, holds no page's cells (the export's worker reads and writes them).
 */
export class PageReader {
  constructor(
    private readonly workbook: ExportWorkbook,
    private readonly columns: readonly ExportColumn[],
    private readonly readPage: ReadPage = readExportPage,
  ) {}

  /**
   * Reads a page: its head at once, and the writing of its rows for when the caller chooses,
   * which answers the file's blocks it filled (none, most pages).
   */
  read(bytes: Uint8Array): { readonly head: PageHead; readonly write: () => Uint8Array<ArrayBuffer>[] } {
    const page = this.readPage(bytes, this.columns);
    return {
      head: { next: page.next, total: page.total, rows: page.results.length },
      write: () => {
        this.workbook.addRows(page.results);
        return this.workbook.takeBlocks();
      },
    };
  }

  get rowCount(): number {
    return this.workbook.rowCount;
  }

  /** The rest of the file, after the blocks its pages' writing answered. */
  finish(): Uint8Array<ArrayBuffer>[] {
    return this.workbook.finish();
  }
}
