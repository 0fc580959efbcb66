import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/errors';
import { ipcChannels } from '../../shared/ipc/contract';
import { trustedOrigins } from '../protocol/appOrigin';
import { registerIpcHandlers } from './registerIpcHandlers';
import type { IpcHandlers } from './registerIpcHandlers';

type Listener = (event: unknown, payload: unknown) => Promise<unknown>;

function setup(overrides: Partial<IpcHandlers> = {}) {
  const listeners = new Map<string, Listener>();
  const ipcMain = { handle: vi.fn((channel: string, listener: Listener) => void listeners.set(channel, listener)) };
  const handlers: IpcHandlers = {
    apiRequest: vi.fn(() => Promise.resolve({ results: [], total: 0 })),
    apiRequestBytes: vi.fn(() => Promise.resolve(new Uint8Array())),
    login: vi.fn(() => Promise.resolve({ userId: 1 })),
    logout: vi.fn(() => Promise.resolve(null)),
    currentSession: vi.fn(() => Promise.resolve(null)),
    openFile: vi.fn(() => Promise.resolve(null)),
    writeFile: vi.fn(() => Promise.resolve(null)),
    closeFile: vi.fn(() => Promise.resolve({ saved: false })),
    showInFolder: vi.fn(() => Promise.resolve(null)),
    readClipboardImage: vi.fn(() => Promise.resolve(null)),
    notify: vi.fn(() => Promise.resolve(null)),
    checkForUpdates: vi.fn(() => Promise.resolve({ state: 'unavailable' as const })),
    installUpdate: vi.fn(() => Promise.resolve({ state: 'unavailable' as const })),
    apiForm: vi.fn(() => Promise.resolve({ results: [] })),
    getSettings: vi.fn(() => Promise.resolve({ serverUrl: '' })),
    setServerUrl: vi.fn(() => Promise.resolve({ serverUrl: '' })),
    ...overrides,
  };
  registerIpcHandlers(ipcMain, handlers, trustedOrigins(undefined));
  const call = (channel: string, payload: unknown, url = 'app://bundle/', parent: unknown = null) =>
    listeners.get(channel)!({ senderFrame: { url, parent } }, payload);
  return { listeners, handlers, call };
}

describe('registerIpcHandlers', () => {
  it('registers one handler per channel of the contract', () => {
    const { listeners } = setup();
    expect([...listeners.keys()].sort()).toEqual(
      Object.values(ipcChannels)
        .map((c) => c.channel)
        .sort(),
    );
  });

  it('answers the handler result as ok data', async () => {
    const { call, handlers } = setup();
    expect(await call('session:login', { email: 'a@b.c', password: 'x' })).toEqual({ ok: true, data: { userId: 1 } });
    expect(handlers.login).toHaveBeenCalledWith({ email: 'a@b.c', password: 'x' });
  });

  it('refuses a foreign sender without running the handler', async () => {
    const { call, handlers } = setup();
    const result = await call('session:login', { email: 'a@b.c', password: 'x' }, 'https://evil.example/');
    expect(result).toMatchObject({ ok: false, error: { statusCode: 403 } });
    expect(handlers.login).not.toHaveBeenCalled();
  });

  it('refuses a subframe and an invalid payload', async () => {
    const { call, handlers } = setup();
    expect(await call('settings:get', undefined, 'app://bundle/', {})).toMatchObject({
      ok: false,
      error: { statusCode: 403 },
    });
    expect(await call('api:request', { method: 'PATCH', path: '/x' })).toMatchObject({
      ok: false,
      error: { statusCode: 400 },
    });
    expect(handlers.apiRequest).not.toHaveBeenCalled();
  });

  it('admits a form only from the app with a valid payload', async () => {
    const { call, handlers } = setup();
    const images = [{ name: 'a.png', type: 'image/png', bytes: new Uint8Array([0x89, 0x50]) }];
    const form = { key: 'POST /uploadFile', parts: { images, type: 'product' } };
    expect(await call('api:form', form)).toMatchObject({ ok: true });
    expect(await call('api:form', form, 'https://evil.example/')).toMatchObject({
      ok: false,
      error: { statusCode: 403 },
    });
    expect(await call('api:form', { ...form, parts: { images: [] } })).toMatchObject({
      ok: false,
      error: { statusCode: 400 },
    });
    expect(handlers.apiForm).toHaveBeenCalledTimes(1);
  });

  it('turns thrown errors into failures instead of throwing across IPC', async () => {
    const failure = { kind: 'timeout', statusCode: 408, message: 'Request time out! Please try again.' } as const;
    const { call } = setup({
      getSettings: () => Promise.reject(new ApiError(failure)),
      logout: () => Promise.reject(new Error('disk on fire')),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await call('settings:get', undefined)).toEqual({ ok: false, error: { ...failure, details: undefined } });
    expect(await call('session:logout', undefined)).toMatchObject({ ok: false, error: { statusCode: 500 } });
  });
});
