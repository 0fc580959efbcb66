import { read, utils } from '@e965/xlsx';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExportColumn, ExportPage } from '../../../shared/api/endpoints/exports';
import { exportFile } from './exportFile';
import { serveExportWriter, type WriterSpec } from './exportWriter';
import { runExport, type RunExportOptions } from './runExport';
import { WorkerWorkbook, type ExportWorkerPort } from './workerWorkbook';
import { collectedFile, joinParts } from './fileParts.fakes';

/**
 * The export's worker in Node: its side (`serveExportWriter`) answers on one end of a
 * MessageChannel, the page's (`WorkerWorkbook`) writes through the other, as the dialog does
 * with a real worker.
 */

const columns: ExportColumn[] = [
  { field: 'id', kind: 'number' },
  { field: 'status', kind: 'enum' },
];
const spec = (rowLimit?: number): WriterSpec => ({
  columns,
  headers: ['Mã', 'Trạng thái'],
  sheetName: 'Đơn hàng',
  enumLabels: { done: 'Hoàn thành' },
  rowLimit,
});

const channels: MessageChannel[] = [];
function worker() {
  const channel = new MessageChannel();
  channels.push(channel);
  serveExportWriter(channel.port2);
  channel.port1.start();
  channel.port2.start();
  return channel.port1;
}
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

function pages(count: number, size: number) {
  return (after: string | null): Promise<Uint8Array> => {
    const from = after === null ? 0 : Number(after);
    const ids = Array.from({ length: Math.min(size, count - from) }, (_, i) => from + i + 1);
    const last = from + ids.length;
    const page: ExportPage = {
      columns,
      results: ids.map((id) => [id, id % 2 ? 'done' : 'other']),
      total: count,
      next: last < count ? String(last) : null,
    };
    return Promise.resolve(new TextEncoder().encode(JSON.stringify(page)));
  };
}

/** The export run into a file of the parts it was given. */
async function exported(options: Omit<RunExportOptions, 'write'>) {
  const file = collectedFile();
  const { rows } = await runExport({ ...options, write: file.write });
  return { rows, parts: file.parts };
}

describe('WorkerWorkbook', () => {
  it('writes every page in the worker, translated, and hands the file back', async () => {
    const port = worker();
    const { parts, rows } = await exported({
      fetchPage: pages(7, 3),
      columns,
      createWorkbook: () => new WorkerWorkbook(port, spec()),
      pageSize: 3,
    });
    expect(rows).toBe(7);
    const book = read(joinParts(parts), { type: 'array' });
    expect(book.SheetNames).toEqual(['Đơn hàng']);
    expect(utils.sheet_to_json<unknown[]>(book.Sheets['Đơn hàng'], { header: 1 })).toEqual([
      ['Mã', 'Trạng thái'],
      ...[1, 2, 3, 4, 5, 6, 7].map((id) => [id, id % 2 ? 'Hoàn thành' : 'other']),
    ]);
  });

  it('continues on a second sheet with the same header past the row limit', async () => {
    const port = worker();
    const { parts } = await exported({
      fetchPage: pages(9, 4),
      columns,
      createWorkbook: () => new WorkerWorkbook(port, spec(5)),
      pageSize: 4,
    });
    const book = read(joinParts(parts), { type: 'array' });
    expect(book.SheetNames).toEqual(['Đơn hàng', 'Đơn hàng (2)', 'Đơn hàng (3)']);
    const ids = book.SheetNames.map((name) =>
      utils.sheet_to_json<unknown[]>(book.Sheets[name], { header: 1 }).map((r) => r[0]),
    );
    expect(ids).toEqual([
      ['Mã', 1, 2, 3, 4],
      ['Mã', 5, 6, 7, 8],
      ['Mã', 9],
    ]);
  });

  it('hands the file’s blocks back as the pages fill them, keeping none in the worker', async () => {
    const port = worker();
    const file = collectedFile();
    const sizes: number[][] = [];
    const { rows } = await runExport({
      fetchPage: pages(6_000, 1_000),
      columns,
      createWorkbook: () => new WorkerWorkbook(port, { ...spec(), blockSize: 2048 }),
      pageSize: 1_000,
      write: (parts) => {
        sizes.push(parts.map((part) => part.byteLength));
        return file.write(parts);
      },
    });
    expect(rows).toBe(6_000);
    // Several writes, each of whole 2 kB blocks but the last, whose last block is cut to its bytes.
    expect(sizes.length).toBeGreaterThan(2);
    expect(
      sizes
        .flat()
        .slice(0, -1)
        .every((size) => size === 2048),
    ).toBe(true);
    const book = read(joinParts(file.parts), { type: 'array' });
    expect(utils.sheet_to_json<unknown[]>(book.Sheets['Đơn hàng'], { header: 1 })).toHaveLength(6_001);
  });

  it('hands each page over as its bytes, which the page then no longer holds', async () => {
    const port = worker();
    const workbook = new WorkerWorkbook(port, spec());
    const bytes = new TextEncoder().encode(JSON.stringify({ columns, results: [[1, 'done']], total: 1, next: null }));
    const read = await workbook.readPage(bytes);
    expect(bytes.byteLength).toBe(0);
    expect(read).toMatchObject({ next: null, total: 1, rows: 1 });
    await read.written;
  });

  it('rejects what is waiting when the worker fails, and everything after', async () => {
    const port = worker();
    const workbook = new WorkerWorkbook(port, { ...spec(), headers: ['only one'] });
    const page = { columns, results: [[1, 'done']], total: 1, next: null };
    await expect(workbook.readPage(new TextEncoder().encode(JSON.stringify(page)))).rejects.toThrow(
      'one header per column',
    );
    await expect(workbook.finish()).rejects.toThrow('one header per column');
  });
});

/** A worker whose script the platform refused: it answers nothing and reports an error. */
function refusedWorker() {
  const events = new EventTarget();
  const worker = {
    terminated: false,
    postMessage: () => setTimeout(() => events.dispatchEvent(new Event('error')), 1),
    addEventListener: (type: string, listener: (event: Event) => void) => events.addEventListener(type, listener),
    terminate: () => {
      worker.terminated = true;
    },
  };
  return worker;
}

describe('exportFile', () => {
  it('writes the file in the worker and ends it', async () => {
    const port = worker();
    let terminated = 0;
    const file = collectedFile();
    const { rows } = await exportFile({
      fetchPage: (after) => pages(7, 3)(after),
      write: file.write,
      columns,
      spec: () => spec(),
      startWorker: () => Object.assign(port as ExportWorkerPort, { terminate: () => (terminated += 1) }),
    });
    expect(rows).toBe(7);
    expect(read(joinParts(file.parts), { type: 'array' }).SheetNames).toEqual(['Đơn hàng']);
    expect(terminated).toBe(1);
  });

  it('writes on the page’s thread when the worker never starts', async () => {
    const refused = refusedWorker();
    const file = collectedFile();
    const { rows } = await exportFile({
      fetchPage: (after) => pages(5, 2)(after),
      write: file.write,
      columns,
      spec: () => spec(),
      startWorker: () => refused,
    });
    expect(rows).toBe(5);
    const book = read(joinParts(file.parts), { type: 'array' });
    expect(utils.sheet_to_json<unknown[]>(book.Sheets['Đơn hàng'], { header: 1 }).map((r) => r[0])).toEqual([
      'Mã',
      1,
      2,
      3,
      4,
      5,
    ]);
    expect(refused.terminated).toBe(true);
  });

  it('ends the worker when cancelled, and writes nothing', async () => {
    const refused = refusedWorker();
    const controller = new AbortController();
    controller.abort();
    await expect(
      exportFile({
        fetchPage: pages(5, 2),
        write: () => Promise.reject(new Error('nothing is written')),
        columns,
        spec: () => spec(),
        startWorker: () => refused,
        signal: controller.signal,
      }),
    ).rejects.toThrow(/abort/i);
    expect(refused.terminated).toBe(true);
  });
});
