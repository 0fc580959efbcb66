import { describe, expect, it, vi } from 'vitest';
import type { AppSettings } from '../../shared/ipc/contract';
import { createIpcHandlers } from './createIpcHandlers';

function setup(serverUrl = '') {
  let current: AppSettings = { serverUrl };
  const deps = {
    api: {
      request: vi.fn(() => Promise.resolve('answer')),
      requestBytes: vi.fn(() => Promise.resolve(new Uint8Array([123, 125]))),
      login: vi.fn(() => Promise.resolve({ userId: 1 })),
      logout: vi.fn(() => Promise.resolve(null)),
      currentSession: vi.fn(() => Promise.resolve(null)),
      requestForm: vi.fn(() => Promise.resolve({ results: [] })),
    },
    settings: {
      get: () => current,
      setServerUrl: vi.fn((url: string) => {
        current = { serverUrl: url };
        return Promise.resolve(current);
      }),
    },
    target: { switchTo: vi.fn(() => Promise.resolve()) },
    vault: { clear: vi.fn(() => Promise.resolve()) },
    devices: { clear: vi.fn(() => Promise.resolve()) },
    files: {
      open: vi.fn(() => Promise.resolve({ id: 'f' })),
      write: vi.fn(() => Promise.resolve(null)),
      close: vi.fn(() => Promise.resolve({ saved: true, filePath: '/d/orders.xlsx' })),
    },
    showInFolder: vi.fn(() => Promise.resolve(null)),
    readClipboardImage: vi.fn(() => Promise.resolve(null)),
    live: { start: vi.fn(), stop: vi.fn() },
    notify: vi.fn(() => Promise.resolve(null)),
    updates: {
      check: vi.fn(() => Promise.resolve({ state: 'current' as const })),
      install: vi.fn(() => ({ state: 'ready' as const, version: '1.5.0' })),
    },
  };
  return { deps, handlers: createIpcHandlers(deps) };
}

describe('ipc handlers', () => {
  it('follows the live events while a session is held, and stops on sign-out', async () => {
    const { deps, handlers } = setup();
    await handlers.login({ email: 'a@b.c', password: 'x' });
    expect(deps.live.start).toHaveBeenCalledTimes(1);
    await handlers.currentSession(undefined);
    expect(deps.live.stop).toHaveBeenCalledTimes(1);
    deps.api.currentSession.mockResolvedValueOnce({ userId: 1 } as never);
    await handlers.currentSession(undefined);
    expect(deps.live.start).toHaveBeenCalledTimes(2);
    await handlers.logout(undefined);
    expect(deps.live.stop).toHaveBeenCalledTimes(2);
  });

  it('passes a notification to main’s notifier', async () => {
    const { deps, handlers } = setup();
    const input = { title: 'Order handed to you', body: 'A-1', path: '/orders/1/edit' };
    await handlers.notify(input);
    expect(deps.notify).toHaveBeenCalledWith(input);
  });

  it('checks for and installs the app’s updates through main’s updater', async () => {
    const { deps, handlers } = setup();
    expect(await handlers.checkForUpdates(undefined)).toEqual({ state: 'current' });
    expect(await handlers.installUpdate(undefined)).toEqual({ state: 'ready', version: '1.5.0' });
    expect(deps.updates.install).toHaveBeenCalledTimes(1);
  });

  it('forwards api requests and session calls to the api service', async () => {
    const { deps, handlers } = setup();
    expect(await handlers.apiRequest({ method: 'GET', path: '/orders' })).toBe('answer');
    expect(await handlers.login({ email: 'a@b.c', password: 'x' })).toEqual({ userId: 1 });
    expect(deps.api.request).toHaveBeenCalledWith({ method: 'GET', path: '/orders' });
    const page = { method: 'GET' as const, path: '/orders/exportExcel', query: { limit: 5 } };
    expect(await handlers.apiRequestBytes(page)).toEqual(new Uint8Array([123, 125]));
    expect(deps.api.requestBytes).toHaveBeenCalledWith(page);
  });

  it('forwards the file channels to main’s files', async () => {
    const { deps, handlers } = setup();
    expect(await handlers.openFile({ fileName: 'orders.xlsx' })).toEqual({ id: 'f' });
    const parts = [new Uint8Array([1])];
    expect(await handlers.writeFile({ id: 'f', parts })).toBeNull();
    expect(deps.files.write).toHaveBeenCalledWith({ id: 'f', parts });
    expect(await handlers.closeFile({ id: 'f', keep: true })).toEqual({ saved: true, filePath: '/d/orders.xlsx' });
    expect(deps.files.close).toHaveBeenCalledWith({ id: 'f', keep: true });
  });

  it('forwards a form to the api service', async () => {
    const { deps, handlers } = setup();
    const input = {
      key: 'POST /orders/searchByImage',
      parts: { image: { name: 'a.png', type: 'image/png', bytes: new Uint8Array([1]) } },
    } as const;
    expect(await handlers.apiForm(input)).toEqual({ results: [] });
    expect(deps.api.requestForm).toHaveBeenCalledWith(input);
  });

  it('switching the server drops the session and the device tokens and restarts the API target', async () => {
    const { deps, handlers } = setup();
    expect(await handlers.setServerUrl({ serverUrl: 'https://bo.example.com' })).toEqual({
      serverUrl: 'https://bo.example.com',
    });
    expect(deps.vault.clear).toHaveBeenCalledTimes(1);
    expect(deps.devices.clear).toHaveBeenCalledTimes(1);
    expect(deps.target.switchTo).toHaveBeenCalledWith('https://bo.example.com');
  });

  it('saving the same server URL keeps the session', async () => {
    const { deps, handlers } = setup('https://bo.example.com');
    await handlers.setServerUrl({ serverUrl: 'https://bo.example.com' });
    expect(deps.vault.clear).not.toHaveBeenCalled();
    expect(deps.devices.clear).not.toHaveBeenCalled();
    expect(deps.target.switchTo).not.toHaveBeenCalled();
  });
});
