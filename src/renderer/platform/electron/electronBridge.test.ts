import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/errors';
import type { PreloadApi } from '../../../shared/ipc/preloadApi';
import { createElectronBridge } from './electronBridge';

const ID = '6f1f5c1e-8d55-4c5e-9d67-2f0c8a1b2c3d';

/** The preload's file channels, answering as main does; the other channels are never called here. */
function preload(opened: { id: string } | null = { id: ID }) {
  const ok = <T>(data: T) => Promise.resolve({ ok: true as const, data });
  const api = {
    openFile: vi.fn(() => ok(opened)),
    writeFile: vi.fn(() => ok(null)),
    closeFile: vi.fn(({ keep }: { keep: boolean }) =>
      ok(keep ? { saved: true, filePath: '/home/u/Downloads/orders.xlsx' } : { saved: false }),
    ),
  };
  return { api, bridge: createElectronBridge(api as unknown as PreloadApi) };
}

describe('the desktop bridge’s files', () => {
  it('opens through main’s dialog, writes each part by the id main gave, and saves', async () => {
    const { api, bridge } = preload();
    const file = await bridge.createFile({ fileName: 'orders.xlsx' });
    expect(api.openFile).toHaveBeenCalledWith({ fileName: 'orders.xlsx' });
    const larger = new Uint8Array([9, 1, 2, 9]);
    // A view of part of a larger buffer crosses as a copy of itself alone.
    await file!.write([new Uint8Array([7]), larger.subarray(1, 3)]);
    const [{ id, parts }] = api.writeFile.mock.calls[0] as unknown as [{ id: string; parts: Uint8Array[] }];
    expect(id).toBe(ID);
    expect(parts.map((part) => [...part])).toEqual([[7], [1, 2]]);
    expect(parts[1].buffer.byteLength).toBe(2);
    expect(await file!.save()).toEqual({ saved: true, filePath: '/home/u/Downloads/orders.xlsx' });
    expect(api.closeFile).toHaveBeenCalledWith({ id: ID, keep: true });
  });

  it('answers no file when the dialog is cancelled', async () => {
    const { api, bridge } = preload(null);
    expect(await bridge.createFile({ fileName: 'orders.xlsx' })).toBeNull();
    expect(api.writeFile).not.toHaveBeenCalled();
  });

  it('says why a write failed, and discards quietly what main already dropped', async () => {
    const { api, bridge } = preload();
    const failure = { kind: 'http', statusCode: 500, message: 'Could not save orders.xlsx (ENOSPC).' } as const;
    api.writeFile.mockResolvedValueOnce({ ok: false, error: failure } as never);
    api.closeFile.mockResolvedValueOnce({
      ok: false,
      error: { kind: 'http', statusCode: 404, message: 'No such file is being written.' },
    } as never);
    const file = await bridge.createFile({ fileName: 'orders.xlsx' });
    const write = file!.write([new Uint8Array([1])]);
    await expect(write).rejects.toThrow(ApiError);
    await expect(write).rejects.toThrow('ENOSPC');
    await expect(file!.discard()).resolves.toBeUndefined();
    expect(api.closeFile).toHaveBeenCalledWith({ id: ID, keep: false });
  });
});
