import { read, utils } from '@e965/xlsx';
import { describe, expect, it, vi } from 'vitest';
import type { ExportColumn, ExportPage } from '../../../shared/api/endpoints/exports';
import { collectedFile, joinParts } from './fileParts.fakes';
import { PageReader } from './pageReader';
import { PageWorkbook, runExport, type ExportProgress, type RunExportOptions } from './runExport';
import { ExportWorkbook } from './workbook';

const columns: ExportColumn[] = [
  { field: 'id', kind: 'number' },
  { field: 'name', kind: 'text' },
];

/**
 * A server of `count` rows answering pages as `GET /{resource}/exportExcel` does: each with
 * the cursor of the next (here the last id, as text), null on the last page. `calls` holds
 * where each page started (the id it came after) and its size.
 */
function server(count: number) {
  const calls: [number, number][] = [];
  const fetchPage = (after: string | null, limit: number): Promise<Uint8Array> => {
    const offset = after === null ? 0 : Number(after);
    calls.push([offset, limit]);
    const ids = Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, i) => offset + i + 1);
    const last = offset + ids.length;
    const page: ExportPage = {
      columns,
      results: ids.map((id) => [id, `row ${id}`]),
      total: count,
      next: last < count ? String(last) : null,
    };
    return Promise.resolve(bytesOf(page));
  };
  return { calls, fetchPage };
}

/** A page as the server's bytes. */
const bytesOf = (page: ExportPage) => new TextEncoder().encode(JSON.stringify(page));

const workbookOf = (cols: readonly ExportColumn[], rowLimit?: number, blockSize?: number) =>
  new ExportWorkbook({ columns: cols, headers: ['Id', 'Name'], sheetName: 'Items', rowLimit }, blockSize);

/** The export run into a file of the parts it was given. */
async function exported(options: Omit<RunExportOptions, 'write'>) {
  const file = collectedFile();
  const { rows } = await runExport({ ...options, write: file.write });
  return { rows, parts: file.parts };
}

const createWorkbook = (rowLimit?: number) => (cols: readonly ExportColumn[]) =>
  new PageWorkbook(new PageReader(workbookOf(cols, rowLimit), cols));

function idsOf(parts: readonly Uint8Array[]): unknown[][] {
  const book = read(joinParts(parts), { type: 'array' });
  return book.SheetNames.map((name) =>
    utils.sheet_to_json<unknown[]>(book.Sheets[name], { header: 1 }).map((r) => r[0]),
  );
}

describe('runExport', () => {
  it('pages after each cursor until none is given, every row once, with progress', async () => {
    const { calls, fetchPage } = server(7);
    const progress: ExportProgress[] = [];
    const result = await exported({
      fetchPage,
      columns,
      createWorkbook: createWorkbook(),
      pageSize: 3,
      onProgress: (p) => progress.push(p),
    });
    expect(calls).toEqual([
      [0, 3],
      [3, 3],
      [6, 3],
    ]);
    expect(result.rows).toBe(7);
    expect(idsOf(result.parts)).toEqual([['Id', 1, 2, 3, 4, 5, 6, 7]]);
    expect(progress).toEqual([
      { phase: 'fetching', rows: 3, total: 7 },
      { phase: 'fetching', rows: 6, total: 7 },
      { phase: 'writing', rows: 7, total: 7 },
    ]);
  });

  it('hands the file on as its blocks fill, before the last page is in, and the rest at the end', async () => {
    const { fetchPage } = server(5_000);
    const writes: { parts: number; bytes: number; afterRows: number }[] = [];
    const file = collectedFile();
    let rowsIn = 0;
    const { rows } = await runExport({
      fetchPage,
      columns,
      // Blocks of 1 kB: the rows' 64 kB of XML at a time deflate to a few.
      createWorkbook: (cols) => new PageWorkbook(new PageReader(workbookOf(cols, undefined, 1024), cols)),
      pageSize: 500,
      onProgress: (p) => (rowsIn = p.rows),
      write: (parts) => {
        writes.push({ parts: parts.length, bytes: parts[0]?.byteLength ?? 0, afterRows: rowsIn });
        return file.write(parts);
      },
    });
    expect(rows).toBe(5_000);
    // Most blocks go while pages are still coming; each full block is 1 kB.
    expect(writes.filter((w) => w.afterRows < 4_500).length).toBeGreaterThan(3);
    expect(writes.slice(0, -1).every((w) => w.bytes === 1024)).toBe(true);
    expect(idsOf(file.parts)).toEqual([['Id', ...Array.from({ length: 5_000 }, (_, i) => i + 1)]]);
  });

  it('waits for each write before the next, and stops when one fails', async () => {
    const { calls, fetchPage } = server(5_000);
    let writing = 0;
    let most = 0;
    let writes = 0;
    const running = runExport({
      fetchPage,
      columns,
      createWorkbook: (cols) => new PageWorkbook(new PageReader(workbookOf(cols, undefined, 1024), cols)),
      pageSize: 500,
      write: async () => {
        writing += 1;
        most = Math.max(most, writing);
        await new Promise((resolve) => setTimeout(resolve, 2));
        writing -= 1;
        if (++writes === 3) throw new Error('disk full');
      },
    });
    await expect(running).rejects.toThrow('disk full');
    expect(most).toBe(1);
    expect(calls.length).toBeLessThan(10);
  });

  it('asks no empty page when the rows end on a page boundary', async () => {
    const { calls, fetchPage } = server(6);
    const result = await exported({ fetchPage, columns, createWorkbook: createWorkbook(), pageSize: 3 });
    expect(calls.map(([offset]) => offset)).toEqual([0, 3]);
    expect(result.rows).toBe(6);
  });

  it('continues on a second sheet past the row limit', async () => {
    const { fetchPage } = server(10);
    const result = await exported({ fetchPage, columns, createWorkbook: createWorkbook(5), pageSize: 4 });
    expect(idsOf(result.parts)).toEqual([
      ['Id', 1, 2, 3, 4],
      ['Id', 5, 6, 7, 8],
      ['Id', 9, 10],
    ]);
  });

  it('writes the header alone when nothing matches', async () => {
    const { fetchPage } = server(0);
    expect(
      idsOf((await exported({ fetchPage, columns, createWorkbook: createWorkbook(), pageSize: 3 })).parts),
    ).toEqual([['Id']]);
  });

  it('asks for the next page before turning the current one into cells', async () => {
    const { fetchPage } = server(7);
    const events: string[] = [];
    await exported({
      fetchPage: (after, limit) => {
        events.push(`fetch ${after ?? 0}`);
        return fetchPage(after, limit);
      },
      columns,
      createWorkbook: (cols) => {
        const workbook = workbookOf(cols);
        const add = workbook.addRows.bind(workbook);
        workbook.addRows = (rows) => {
          events.push(`add ${workbook.rowCount}`);
          add(rows);
        };
        return new PageWorkbook(new PageReader(workbook, cols));
      },
      pageSize: 3,
    });
    expect(events).toEqual(['fetch 0', 'fetch 3', 'add 0', 'fetch 6', 'add 3', 'add 6']);
  });

  it('refuses a page that is not the contract’s, or not of the export’s columns, before a row is written', async () => {
    const answer = (body: string) => () => Promise.resolve(new TextEncoder().encode(body));
    const run = (body: string) => exported({ fetchPage: answer(body), columns, createWorkbook: createWorkbook() });
    await expect(run('{"columns":')).rejects.toThrow(SyntaxError);
    await expect(run('{"columns":[],"results":"x","total":0,"next":null}')).rejects.toThrow(/results/);
    const other = bytesOf({ columns: [columns[1], columns[0]], results: [], total: 0, next: null });
    await expect(
      exported({ fetchPage: () => Promise.resolve(other), columns, createWorkbook: createWorkbook() }),
    ).rejects.toThrow('other columns');
  });

  it('stops at the next page when cancelled, asks no more and writes nothing', async () => {
    const { calls, fetchPage } = server(100);
    const controller = new AbortController();
    const create = vi.fn(createWorkbook());
    const running = exported({
      fetchPage,
      columns,
      createWorkbook: create,
      pageSize: 10,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.rows === 20) controller.abort();
      },
    });
    await expect(running).rejects.toThrow(/abort/i);
    // Pages 1 and 2, and page 3 asked for while page 2 was added; nothing after.
    expect(calls).toHaveLength(3);
  });

  it('stops at once when cancelled while a page is being written, and answers no file', async () => {
    const { fetchPage } = server(100);
    const controller = new AbortController();
    const finish = vi.fn(() => []);
    const running = exported({
      fetchPage,
      columns,
      // A worker that never finishes writing its first page.
      createWorkbook: () => ({
        readPage: () =>
          Promise.resolve({
            next: '10',
            total: 100,
            rows: 10,
            written: new Promise<Uint8Array<ArrayBuffer>[]>(() => undefined),
          }),
        finish,
      }),
      pageSize: 10,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 10);
    await expect(running).rejects.toThrow(/abort/i);
    expect(finish).not.toHaveBeenCalled();
  });

  it('drops a page asked for in advance that fails after the export has failed', async () => {
    // The tests run in Node, whose process reports a rejection nobody handled.
    type Listener = (reason: unknown) => void;
    const { process } = globalThis as unknown as {
      process: { on(event: string, listener: Listener): void; off(event: string, listener: Listener): void };
    };
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      let asked = 0;
      const running = exported({
        fetchPage: () => {
          asked += 1;
          return asked === 1
            ? Promise.resolve(bytesOf({ columns, results: [[1, 'a']], total: 2, next: '1' }))
            : new Promise((_, reject) => setTimeout(() => reject(new Error('offline')), 5));
        },
        columns,
        // The first page is read, and its writing fails.
        createWorkbook: () => ({
          readPage: () =>
            Promise.resolve({ next: '1', total: 2, rows: 1, written: Promise.reject(new Error('disk full')) }),
          finish: () => [],
        }),
        pageSize: 1,
      });
      await expect(running).rejects.toThrow('disk full');
      expect(asked).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
