import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { ipcChannels, ipcEvents } from '../shared/ipc/contract';
import { buildPreloadApi } from './api';

function fakeIpcRenderer() {
  const emitter = new EventEmitter();
  return {
    emitter,
    invoke: vi.fn((channel: string, payload: unknown) => Promise.resolve({ ok: true, data: { channel, payload } })),
    on: vi.fn((channel: string, listener: (...args: unknown[]) => void) => emitter.on(channel, listener)),
    removeListener: vi.fn((channel: string, listener: (...args: unknown[]) => void) =>
      emitter.removeListener(channel, listener),
    ),
  };
}

describe('preload api', () => {
  it('has one function per channel of the contract, and nothing more', () => {
    const api = buildPreloadApi(fakeIpcRenderer() as never);
    const events = ['onSessionExpired', 'onServerEvent', 'onServerReset', 'onNavigate', 'onUpdateStatus'];
    expect(Object.keys(api).sort()).toEqual([...Object.keys(ipcChannels), ...events].sort());
    expect(Object.values(api).every((value) => typeof value === 'function')).toBe(true);
  });

  it('invokes the channel of each function with its payload', async () => {
    const ipc = fakeIpcRenderer();
    const api = buildPreloadApi(ipc as never);
    expect(await api.login({ email: 'a@b.c', password: 'x' })).toEqual({
      ok: true,
      data: { channel: 'session:login', payload: { email: 'a@b.c', password: 'x' } },
    });
    await api.getSettings();
    expect(ipc.invoke).toHaveBeenLastCalledWith('settings:get', undefined);
  });

  it('subscribes to session expiry without passing the IPC event, and unsubscribes', () => {
    const ipc = fakeIpcRenderer();
    const api = buildPreloadApi(ipc as never);
    const listener = vi.fn();
    const unsubscribe = api.onSessionExpired(listener);
    ipc.emitter.emit(ipcEvents.sessionExpired, { sender: 'secret' });
    expect(listener).toHaveBeenCalledWith();
    unsubscribe();
    ipc.emitter.emit(ipcEvents.sessionExpired, {});
    expect(listener).toHaveBeenCalledTimes(1);
    expect(ipc.emitter.listenerCount(ipcEvents.sessionExpired)).toBe(0);
  });

  it('passes live events and navigations on as their payload only, and unsubscribes', () => {
    const ipc = fakeIpcRenderer();
    const api = buildPreloadApi(ipc as never);
    const onEvent = vi.fn();
    const onNavigate = vi.fn();
    const onUpdate = vi.fn();
    const offEvent = api.onServerEvent(onEvent);
    const offNavigate = api.onNavigate(onNavigate);
    const offUpdate = api.onUpdateStatus(onUpdate);
    ipc.emitter.emit(ipcEvents.serverEvent, { sender: 'secret' }, { id: 1 });
    ipc.emitter.emit(ipcEvents.navigate, { sender: 'secret' }, '/orders/1/edit');
    ipc.emitter.emit(ipcEvents.updateStatus, { sender: 'secret' }, { state: 'current' });
    expect(onEvent).toHaveBeenCalledWith({ id: 1 });
    expect(onNavigate).toHaveBeenCalledWith('/orders/1/edit');
    expect(onUpdate).toHaveBeenCalledWith({ state: 'current' });
    offEvent();
    offNavigate();
    offUpdate();
    expect(ipc.emitter.listenerCount(ipcEvents.updateStatus)).toBe(0);
    expect(ipc.emitter.listenerCount(ipcEvents.serverEvent)).toBe(0);
    expect(ipc.emitter.listenerCount(ipcEvents.navigate)).toBe(0);
  });
});
