import { mkdir, mkdtemp, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/errors';
import {
  closeFileSchema,
  MAX_WRITE_BYTES,
  MAX_WRITE_PARTS,
  openFileSchema,
  showInFolderSchema,
  writeFileSchema,
} from '../../shared/ipc/contract';
import { createFileSaves, createSavedFiles, MAX_OPEN_FILES, type FileSavesDeps } from './saveFile';

const bytes = (...values: number[]) => new Uint8Array(values);
let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'bo-save-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const chosen = (filePath: string) => vi.fn(() => Promise.resolve({ canceled: false, filePath }));
const savesTo = (filePath: string, deps: Partial<FileSavesDeps> = {}) =>
  createFileSaves({ showSaveDialog: chosen(filePath), defaultFolder: folder, ...deps });

/** Opens a file, answering its id (the dialog chose a place). */
async function opened(saves: ReturnType<typeof createFileSaves>, fileName = 'orders.xlsx'): Promise<string> {
  const file = await saves.open({ fileName });
  if (!file) throw new Error('the dialog was cancelled');
  return file.id;
}

describe('the files main writes as an export makes them', () => {
  it('asks where first, starting in Downloads, then writes the parts in order and puts the file there when kept', async () => {
    const target = path.join(folder, 'orders.xlsx');
    const showSaveDialog = chosen(target);
    const saves = createFileSaves({ showSaveDialog, defaultFolder: '/home/u/Downloads' });
    const id = await opened(saves);
    expect(showSaveDialog.mock.calls[0]).toEqual([
      expect.objectContaining({
        defaultPath: path.join('/home/u/Downloads', 'orders.xlsx'),
        filters: [{ name: 'Excel', extensions: ['xlsx'] }],
      }),
    ]);
    await saves.write({ id, parts: [bytes(1, 2, 3), bytes(4)] });
    await saves.write({ id, parts: [bytes(5)] });
    // Nothing is at the chosen place before the file is kept: the parts are beside it.
    const [temp] = await readdir(folder);
    expect(temp).toMatch(/^orders\.xlsx\.\d+\.[0-9a-f]{8}\.tmp$/);
    expect(await saves.close({ id, keep: true })).toEqual({ saved: true, filePath: target });
    expect(new Uint8Array(await readFile(target))).toEqual(bytes(1, 2, 3, 4, 5));
    expect(await readdir(folder)).toEqual(['orders.xlsx']);
    // The id is spent.
    await expect(saves.write({ id, parts: [bytes(6)] })).rejects.toMatchObject({ statusCode: 404 });
  });

  it('writes the parts of writes sent at once one after another', async () => {
    const target = path.join(folder, 'orders.xlsx');
    const saves = savesTo(target);
    const id = await opened(saves);
    await Promise.all([1, 2, 3, 4].map((n) => saves.write({ id, parts: [bytes(n, n)] })));
    await saves.close({ id, keep: true });
    expect(new Uint8Array(await readFile(target))).toEqual(bytes(1, 1, 2, 2, 3, 3, 4, 4));
  });

  it('opens nothing when the dialog is cancelled', async () => {
    const saves = createFileSaves({
      showSaveDialog: () => Promise.resolve({ canceled: true, filePath: '' }),
      defaultFolder: folder,
    });
    expect(await saves.open({ fileName: 'a.xlsx' })).toBeNull();
    expect(await readdir(folder)).toEqual([]);
  });

  it('leaves nothing of a discarded file, and the file it would have replaced as it was', async () => {
    const target = path.join(folder, 'orders.xlsx');
    await writeFile(target, 'previous export');
    const saves = savesTo(target);
    const id = await opened(saves);
    await saves.write({ id, parts: [bytes(1, 2)] });
    expect(await saves.close({ id, keep: false })).toEqual({ saved: false });
    expect(await readdir(folder)).toEqual(['orders.xlsx']);
    expect(await readFile(target, 'utf8')).toBe('previous export');
  });

  it('refuses an id it did not give, writing nothing', async () => {
    const saves = savesTo(path.join(folder, 'orders.xlsx'));
    const id = '6f1f5c1e-8d55-4c5e-9d67-2f0c8a1b2c3d';
    await expect(saves.write({ id, parts: [bytes(1)] })).rejects.toMatchObject({ statusCode: 404 });
    await expect(saves.close({ id, keep: true })).rejects.toMatchObject({ statusCode: 404 });
    expect(await readdir(folder)).toEqual([]);
  });

  it('stops a file at its limit and leaves nothing of it', async () => {
    const saves = savesTo(path.join(folder, 'orders.xlsx'), { maxBytes: 4 });
    const id = await opened(saves);
    await saves.write({ id, parts: [bytes(1, 2, 3)] });
    const over = saves.write({ id, parts: [bytes(4, 5)] });
    await expect(over).rejects.toThrow(ApiError);
    await expect(over).rejects.toMatchObject({
      statusCode: 413,
      message: 'orders.xlsx would pass the 4 bytes a file may hold.',
    });
    expect(await readdir(folder)).toEqual([]);
    await expect(saves.close({ id, keep: true })).rejects.toMatchObject({ statusCode: 404 });
  });

  it('says which file could not be written and why, and leaves nothing of it', async () => {
    const target = path.join(folder, 'orders.xlsx');
    await writeFile(target, 'previous export');
    // The disk fills after the first part.
    let writes = 0;
    const saves = savesTo(target, {
      openTemp: async (file) => {
        const handle = await open(file, 'wx');
        return {
          close: () => handle.close(),
          write: ((...args: Parameters<typeof handle.write>) =>
            ++writes > 1
              ? Promise.reject(Object.assign(new Error('disk full'), { code: 'ENOSPC' }))
              : handle.write(...args)) as typeof handle.write,
        };
      },
    });
    const id = await opened(saves);
    await saves.write({ id, parts: [bytes(1)] });
    await expect(saves.write({ id, parts: [bytes(2)] })).rejects.toThrow(/Could not save orders\.xlsx \(ENOSPC\)/);
    expect(await readdir(folder)).toEqual(['orders.xlsx']);
    expect(await readFile(target, 'utf8')).toBe('previous export');
  });

  it('says so when the chosen folder cannot take the file', async () => {
    const saves = savesTo(path.join(folder, 'missing', 'orders.xlsx'));
    await expect(saves.open({ fileName: 'orders.xlsx' })).rejects.toThrow(/Could not save orders\.xlsx \(ENOENT\)/);
    expect(await readdir(folder)).toEqual([]);
  });

  it('removes its temporary file when the rename fails', async () => {
    // The target is a non-empty folder: the bytes are written, the rename over it fails.
    const target = path.join(folder, 'orders.xlsx');
    await mkdir(target);
    await writeFile(path.join(target, 'inside'), 'x');
    const saves = savesTo(target);
    const id = await opened(saves);
    await saves.write({ id, parts: [bytes(1)] });
    await expect(saves.close({ id, keep: true })).rejects.toThrow(ApiError);
    expect(await readdir(folder)).toEqual(['orders.xlsx']);
  });

  it('opens no more than a few files at once, and drops every open one when the page goes', async () => {
    const saves = savesTo(path.join(folder, 'orders.xlsx'));
    for (let n = 0; n < MAX_OPEN_FILES; n++) await opened(saves);
    await expect(saves.open({ fileName: 'orders.xlsx' })).rejects.toMatchObject({ statusCode: 429 });
    expect(await readdir(folder)).toHaveLength(MAX_OPEN_FILES);
    await saves.discardAll();
    expect(await readdir(folder)).toEqual([]);
    await opened(saves);
  });
});

describe('the file channels’ payloads', () => {
  const id = '6f1f5c1e-8d55-4c5e-9d67-2f0c8a1b2c3d';
  it('open: a file name without a path', () => {
    expect(openFileSchema.safeParse({ fileName: 'orders.xlsx' }).success).toBe(true);
    expect(openFileSchema.safeParse({ fileName: '../orders.xlsx' }).success).toBe(false);
    expect(openFileSchema.safeParse({ fileName: 'C:\\orders.xlsx' }).success).toBe(false);
    expect(openFileSchema.safeParse({ fileName: '' }).success).toBe(false);
    expect(openFileSchema.safeParse({ fileName: 'a'.repeat(201) }).success).toBe(false);
    expect(openFileSchema.safeParse({}).success).toBe(false);
    expect(openFileSchema.safeParse({ fileName: 'a.xlsx', filePath: '/etc/passwd' }).success).toBe(false);
  });

  it('write: an id main gave and parts of bytes up to the limits', () => {
    expect(writeFileSchema.safeParse({ id, parts: [bytes(1)] }).success).toBe(true);
    expect(writeFileSchema.safeParse({ id, parts: [] }).success).toBe(true);
    expect(writeFileSchema.safeParse({ id: '../x', parts: [] }).success).toBe(false);
    expect(writeFileSchema.safeParse({ parts: [] }).success).toBe(false);
    expect(writeFileSchema.safeParse({ id, parts: bytes(3) }).success).toBe(false);
    expect(writeFileSchema.safeParse({ id, parts: ['abc'] }).success).toBe(false);
    // Each part under the limit, the write over it.
    const half = { byteLength: MAX_WRITE_BYTES / 2 + 1 };
    Object.setPrototypeOf(half, Uint8Array.prototype);
    expect(writeFileSchema.safeParse({ id, parts: [half] }).success).toBe(true);
    expect(writeFileSchema.safeParse({ id, parts: [half, half] }).success).toBe(false);
    const many = Array.from({ length: MAX_WRITE_PARTS + 1 }, () => bytes(1));
    expect(writeFileSchema.safeParse({ id, parts: many }).success).toBe(false);
  });

  it('close: an id and whether to keep the file', () => {
    expect(closeFileSchema.safeParse({ id, keep: true }).success).toBe(true);
    expect(closeFileSchema.safeParse({ id, keep: 'yes' }).success).toBe(false);
    expect(closeFileSchema.safeParse({ id }).success).toBe(false);
    expect(showInFolderSchema.safeParse({ filePath: '/tmp/a.xlsx', extra: 1 }).success).toBe(false);
  });
});

describe('createSavedFiles', () => {
  it('shows only files this session saved', async () => {
    const shell = { showItemInFolder: vi.fn() };
    const files = createSavedFiles(shell);
    files.remember({ saved: true, filePath: '/home/u/orders.xlsx' });
    files.remember({ saved: false });
    await expect(files.showInFolder('/home/u/orders.xlsx')).resolves.toBeNull();
    expect(shell.showItemInFolder).toHaveBeenCalledWith('/home/u/orders.xlsx');
    await expect(files.showInFolder('/etc/passwd')).rejects.toMatchObject({ statusCode: 403 });
    expect(shell.showItemInFolder).toHaveBeenCalledTimes(1);
  });
});
