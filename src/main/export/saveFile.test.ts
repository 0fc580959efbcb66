import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { saveFile } from './saveFile';

const data = new Uint8Array([1, 2, 3]);

describe('saveFile', () => {
  it('writes the bytes where the user chose', async () => {
    const writeFile = vi.fn(() => Promise.resolve());
    const showSaveDialog = vi.fn(() => Promise.resolve({ canceled: false, filePath: '/home/u/orders.xlsx' }));
    const result = await saveFile(
      { showSaveDialog, writeFile, defaultFolder: '/home/u/Downloads' },
      { fileName: 'orders.xlsx', data },
    );
    expect(result).toEqual({ saved: true, filePath: '/home/u/orders.xlsx' });
    expect(writeFile).toHaveBeenCalledWith('/home/u/orders.xlsx', data);
    expect(showSaveDialog.mock.calls[0]).toEqual([
      expect.objectContaining({ defaultPath: path.join('/home/u/Downloads', 'orders.xlsx') }),
    ]);
  });

  it('writes nothing when the dialog is cancelled', async () => {
    const writeFile = vi.fn(() => Promise.resolve());
    const showSaveDialog = () => Promise.resolve({ canceled: true, filePath: '' });
    expect(await saveFile({ showSaveDialog, writeFile, defaultFolder: '/tmp' }, { fileName: 'a.xlsx', data })).toEqual({
      saved: false,
    });
    expect(writeFile).not.toHaveBeenCalled();
  });
});
