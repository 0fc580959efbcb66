import { describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../shared/api/uploads';
import { TRELLO_EXPORT_MAX_BYTES } from '../../shared/domain/trello/board';
import type { IpcResult } from '../../shared/ipc/contract';
import { createApiService } from '../api/apiService';
import { readClipboardImage } from '../clipboard/readClipboardImage';
import { trustedOrigins } from '../protocol/appOrigin';
import { createIpcHandlers } from './createIpcHandlers';
import { registerIpcHandlers } from './registerIpcHandlers';

type Listener = (event: unknown, payload: unknown) => Promise<unknown>;

type ClipboardItem = { types: string[]; getType: (type: string) => Promise<Blob> };

const RESULTS = { results: [{ orderId: 12, score: 0.97, image: '/uploads/2026/11/a.png' }] };

/** Main as the app wires it, with a fake ipcMain, clipboard and server, and a signed-in vault. */
function desktop(clipboard: ClipboardItem[] = []) {
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
    files: { open: unused, write: unused, close: unused },
    showInFolder: unused,
    readClipboardImage: () => readClipboardImage({ read: () => Promise.resolve(clipboard) } as never),
    live: { start: vi.fn(), stop: vi.fn() },
    notify: unused,
    updates: { check: unused, install: () => ({ state: 'unavailable' }) },
  });
  const listeners = new Map<string, Listener>();
  registerIpcHandlers(
    { handle: (channel: string, listener: Listener) => void listeners.set(channel, listener) } as never,
    handlers,
    trustedOrigins(undefined),
  );
  const invoke = (channel: string, payload: unknown) =>
    listeners.get(channel)!({ senderFrame: { url: 'app://bundle/', parent: null } }, payload);
  return { send: (payload: unknown) => invoke('api:form', payload), invoke, fetch };
}

const png = (bytes = 4) => ({ name: 'a.png', type: 'image/png', bytes: new Uint8Array(bytes) });
const search = (image: unknown) => ({ key: 'POST /orders/searchByImage', parts: { image } });

/** Sends one message and expects main to refuse it with a 400 naming `where`, before any request. */
async function refused(payload: unknown, where: RegExp) {
  const { send, fetch } = desktop();
  const answer = (await send(payload)) as IpcResult<unknown>;
  if (answer.ok) throw new Error('admitted');
  expect(answer.error.statusCode).toBe(400);
  expect(answer.error.message).toMatch(where);
  expect(fetch).not.toHaveBeenCalled();
}

describe('the form channel (api:form)', () => {
  it('sends an admitted form to its endpoint as multipart, with the token main holds', async () => {
    const { send, fetch } = desktop();
    expect(await send(search(png()))).toEqual({ ok: true, data: RESULTS });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:4100/api/v1/orders/searchByImage');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer secret-token');
    expect((init.body as FormData).get('image')).toBeInstanceOf(File);
  });

  it('refuses a key that is not a multipart endpoint of the catalogue', async () => {
    await refused({ key: 'POST /orders', parts: {} }, /^Invalid request: key: not a multipart endpoint/);
    await refused({ key: 'POST /deleteFile', parts: { url: '/uploads/a.png' } }, /key: not a multipart endpoint/);
    await refused({ key: 'POST /auth/login', parts: {} }, /key: not a multipart endpoint/);
    await refused({ key: 'GET /../../admin', parts: {} }, /key: not a multipart endpoint/);
    await refused({ path: '/uploadFile', parts: {} }, /key: not a multipart endpoint/);
  });

  it('refuses malformed messages', async () => {
    await refused(undefined, /Invalid request/);
    await refused('POST /orders/searchByImage', /Invalid request/);
    await refused(search({ name: 'a.png', type: 'image/png', data: new Uint8Array(4) }), /parts\.image/);
    await refused(search({ ...png(), bytes: [1, 2, 3] }), /parts\.image\.bytes/);
    await refused(search('not a file'), /parts\.image/);
    await refused({ key: 'POST /orders/searchByImage', parts: {} }, /parts\.image/);
    await refused({ ...search(png()), parts: { image: png(), extra: 'x' } }, /parts.*extra/);
    await refused({ ...search(png()), params: { id: 1 } }, /params/);
    await refused({ ...search(png()), path: '/users/me' }, /path/);
    await refused({ key: 'POST /uploadFile', parts: { images: [png()], type: 'secret' } }, /parts\.type/);
    await refused({ key: 'POST /uploadFile', parts: { images: [png()], orderId: 7 } }, /parts\.orderId/);
  });

  it('refuses oversized parts', async () => {
    await refused(search(png(MAX_UPLOAD_BYTES)), /parts\.image\.bytes: File over size limit, only upload file <5MB/);
    await refused(search({ ...png(), name: 'x'.repeat(256) }), /parts\.image\.name/);
    await refused(search({ ...png(), type: 'x'.repeat(101) }), /parts\.image\.type/);
    await refused(
      { key: 'POST /uploadFile', parts: { images: Array.from({ length: MAX_UPLOAD_FILES + 1 }, () => png()) } },
      /parts\.images/,
    );
    await refused({ key: 'POST /uploadFile', parts: { images: [png()], tags: 't'.repeat(1001) } }, /parts\.tags/);
    const board = { name: 'board.json', type: 'application/json', bytes: new Uint8Array(TRELLO_EXPORT_MAX_BYTES + 1) };
    await refused(
      { key: 'POST /orders/trello-upload', parts: { file: board, finishedDate: '2026-12-20T10:00:00.000Z' } },
      /parts\.file\.bytes: The file is larger than 20 MB/,
    );
  });

  it('admits the largest parts each endpoint allows', async () => {
    const { send } = desktop();
    expect(await send(search(png(MAX_UPLOAD_BYTES - 1)))).toMatchObject({ ok: true });
    const images = Array.from({ length: MAX_UPLOAD_FILES }, () => png());
    expect(await send({ key: 'POST /uploadFile', parts: { images, type: 'avatar', orderId: '12' } })).toMatchObject({
      ok: true,
    });
  });
});

describe('search by a clipboard image, through main', () => {
  const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);

  it('reads the image on the clipboard, and the form the renderer makes of it searches with the session token', async () => {
    const png = new Blob([PNG], { type: 'image/png' });
    const { invoke, send, fetch } = desktop([
      { types: ['text/plain', 'image/png'], getType: () => Promise.resolve(png) },
    ]);

    const read = (await invoke('clipboard:read-image', undefined)) as IpcResult<{ type: string; data: Uint8Array }>;
    expect(read).toEqual({ ok: true, data: { type: 'image/png', data: PNG } });
    if (!read.ok) throw new Error('no clipboard image');
    const image = { name: 'clipboard.png', type: read.data.type, bytes: read.data.data };
    expect(await send(search(image))).toEqual({ ok: true, data: RESULTS });

    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:4100/api/v1/orders/searchByImage');
    expect(init.method).toBe('POST');
    const sent = (init.body as FormData).get('image') as File;
    expect(sent.type).toBe('image/png');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(PNG);
  });

  it('answers null when the clipboard holds no image, and nothing is searched', async () => {
    const text = new Blob(['order 12'], { type: 'text/plain' });
    const { invoke, fetch } = desktop([{ types: ['text/plain'], getType: () => Promise.resolve(text) }]);
    expect(await invoke('clipboard:read-image', undefined)).toEqual({ ok: true, data: null });
    expect(fetch).not.toHaveBeenCalled();
  });
});
