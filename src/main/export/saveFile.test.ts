import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/errors';
import { saveFileSchema, MAX_SAVE_BYTES, MAX_SAVE_PARTS, showInFolderSchema } from '../../shared/ipc/contract';
import { createSavedFiles, saveFile } from './saveFile';

const parts = [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5])];
let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'bo-save-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const chosen = (filePath: string) => vi.fn(() => Promise.resolve({ canceled: false, filePath }));

describe('saveFile', () => {
  it('writes the bytes where the user chose, starting in Downloads', async () => {
    const target = path.join(folder, 'orders.xlsx');
    const showSaveDialog = chosen(target);
    const result = await saveFile(
      { showSaveDialog, defaultFolder: '/home/u/Downloads' },
      { fileName: 'orders.xlsx', parts },
    );
    expect(result).toEqual({ saved: true, filePath: target });
    expect(new Uint8Array(await readFile(target))).toEqual(new Uint8Array([1, 2, 3, 4, 5]));
    expect(await readdir(folder)).toEqual(['orders.xlsx']);
    expect(showSaveDialog.mock.calls[0]).toEqual([
      expect.objectContaining({
        defaultPath: path.join('/home/u/Downloads', 'orders.xlsx'),
        filters: [{ name: 'Excel', extensions: ['xlsx'] }],
      }),
    ]);
  });

  it('writes nothing when the dialog is cancelled', async () => {
    const writer = vi.fn(() => Promise.resolve());
    const showSaveDialog = () => Promise.resolve({ canceled: true, filePath: '' });
    expect(
      await saveFile({ showSaveDialog, writeFile: writer, defaultFolder: folder }, { fileName: 'a.xlsx', parts }),
    ).toEqual({ saved: false });
    expect(writer).not.toHaveBeenCalled();
    expect(await readdir(folder)).toEqual([]);
  });

  it('reports a failed write and leaves no half-written file, nor the old one damaged', async () => {
    const target = path.join(folder, 'orders.xlsx');
    await writeFile(target, 'previous export');
    // A directory where the temporary file's rename must land makes the write fail late.
    const failing = saveFile(
      {
        showSaveDialog: chosen(path.join(folder, 'missing', 'orders.xlsx')),
        defaultFolder: folder,
      },
      { fileName: 'orders.xlsx', parts },
    );
    await expect(failing).rejects.toThrow(ApiError);
    await expect(failing).rejects.toThrow(/Could not save orders\.xlsx \(ENOENT\)/);
    expect(await readdir(folder)).toEqual(['orders.xlsx']);

    const interrupted = vi.fn(() => Promise.reject(Object.assign(new Error('disk full'), { code: 'ENOSPC' })));
    await expect(
      saveFile(
        { showSaveDialog: chosen(target), writeFile: interrupted, defaultFolder: folder },
        { fileName: 'orders.xlsx', parts },
      ),
    ).rejects.toThrow(/ENOSPC/);
    expect(await readdir(folder)).toEqual(['orders.xlsx']);
    expect(await readFile(target, 'utf8')).toBe('previous export');
  });

  it('removes its temporary file when the rename fails', async () => {
    // The target is a non-empty folder: the bytes are written, the rename over it fails.
    const target = path.join(folder, 'orders.xlsx');
    await mkdir(target);
    await writeFile(path.join(target, 'inside'), 'x');
    await expect(
      saveFile({ showSaveDialog: chosen(target), defaultFolder: folder }, { fileName: 'orders.xlsx', parts }),
    ).rejects.toThrow(ApiError);
    expect(await readdir(folder)).toEqual(['orders.xlsx']);
  });
});

describe('the save channel’s payload', () => {
  it('takes a file name without a path and parts of bytes up to the limits', () => {
    expect(saveFileSchema.safeParse({ fileName: 'orders.xlsx', parts }).success).toBe(true);
    expect(saveFileSchema.safeParse({ fileName: 'orders.xlsx', parts: [] }).success).toBe(true);
    expect(saveFileSchema.safeParse({ fileName: '../orders.xlsx', parts }).success).toBe(false);
    expect(saveFileSchema.safeParse({ fileName: 'a.xlsx', parts: new Uint8Array(3) }).success).toBe(false);
    expect(saveFileSchema.safeParse({ fileName: 'a.xlsx', parts: ['abc'] }).success).toBe(false);
    expect(saveFileSchema.safeParse({ fileName: 'a.xlsx' }).success).toBe(false);
    // Each part under the limit, the file over it.
    const half = { byteLength: MAX_SAVE_BYTES / 2 + 1 };
    Object.setPrototypeOf(half, Uint8Array.prototype);
    expect(saveFileSchema.safeParse({ fileName: 'a.xlsx', parts: [half] }).success).toBe(true);
    expect(saveFileSchema.safeParse({ fileName: 'a.xlsx', parts: [half, half] }).success).toBe(false);
    const many = Array.from({ length: MAX_SAVE_PARTS + 1 }, () => new Uint8Array(1));
    expect(saveFileSchema.safeParse({ fileName: 'a.xlsx', parts: many }).success).toBe(false);
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
