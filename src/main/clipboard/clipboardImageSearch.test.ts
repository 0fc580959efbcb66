import { describe, expect, it, vi } from 'vitest';
import { ipcChannels } from '../../shared/ipc/contract';
import { createApiService } from '../api/apiService';
import { createIpcHandlers } from '../ipc/createIpcHandlers';
import { readClipboardImage } from './readClipboardImage';

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);
const RESULTS = { results: [{ orderId: 12, score: 0.97, image: '/uploads/2026/11/a.png' }] };

/** The desktop app's handlers with a fake clipboard, a fake server and a signed-in vault. */
function desktop(clipboardItems: { types: string[]; getType: (type: string) => Promise<Blob> }[]) {
  const fetch = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(RESULTS), { headers: { 'content-type': 'application/json' } })),
  );
  const api = createApiService({
    target: { baseUrl: () => Promise.resolve('http://127.0.0.1:4100') },
    vault: { get: () => 'secret-token', set: () => Promise.resolve(), clear: () => Promise.resolve() },
    devices: { get: () => null, set: () => Promise.resolve() },
    onSessionExpired: vi.fn(),
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const unused = () => Promise.reject(new Error('not used'));
  const handlers = createIpcHandlers({
    api,
    settings: { get: () => ({ serverUrl: '' }), setServerUrl: unused },
    target: { switchTo: unused },
    vault: { clear: unused },
    devices: { clear: unused },
    saveFile: unused,
    showInFolder: unused,
    live: { start: vi.fn(), stop: vi.fn() },
    notify: unused,
    updates: { check: unused, install: () => ({ state: 'unavailable' }) },
    readClipboardImage: () => readClipboardImage({ read: () => Promise.resolve(clipboardItems) } as never),
  });
  return { handlers, fetch };
}

describe('search by a clipboard image, through main', () => {
  it('reads the image on the clipboard and posts it to POST /orders/searchByImage with the session token', async () => {
    const png = new Blob([PNG], { type: 'image/png' });
    const { handlers, fetch } = desktop([{ types: ['text/plain', 'image/png'], getType: () => Promise.resolve(png) }]);

    const image = await handlers.readClipboardImage(undefined);
    expect(image).toEqual({ type: 'image/png', data: PNG });
    // What the renderer sends back is checked by the channel's schema, as registerIpcHandlers does.
    const payload = ipcChannels.searchByImage.schema.parse({ name: 'clipboard.png', ...image });
    expect(await handlers.searchByImage(payload)).toEqual(RESULTS);

    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:4100/api/v1/orders/searchByImage');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer secret-token');
    const sent = (init.body as FormData).get('image') as File;
    expect(sent.type).toBe('image/png');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(PNG);
  });

  it('answers null when the clipboard holds no image, and nothing is searched', async () => {
    const text = new Blob(['order 12'], { type: 'text/plain' });
    const { handlers, fetch } = desktop([{ types: ['text/plain'], getType: () => Promise.resolve(text) }]);
    expect(await handlers.readClipboardImage(undefined)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses an image of 5 MB or more before it reaches the server', () => {
    const big = { name: 'big.png', type: 'image/png', data: new Uint8Array(5 * 1024 * 1024) };
    const parsed = ipcChannels.searchByImage.schema.safeParse(big);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe('File over size limit, only upload file <5MB');
  });
});
