import type { IpcRenderer } from 'electron';
import { IPC_CHANNELS, ipcEvents } from '../shared/ipc/channels';
import type { ChannelInvokers, PreloadApi } from '../shared/ipc/preloadApi';

type Subscribe = (channel: string, listener: (payload: unknown) => void) => () => void;

/**
 * The object preload exposes as `window.backOffice`: the contract's named functions and
 * the session-expired subscription, never `ipcRenderer` itself.
 */
export function buildPreloadApi(ipcRenderer: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>): PreloadApi {
  const invokers = Object.fromEntries(
    Object.entries(IPC_CHANNELS).map(([name, channel]) => [
      name,
      (payload?: unknown) => ipcRenderer.invoke(channel, payload) as Promise<unknown>,
    ]),
  ) as unknown as ChannelInvokers;

  const subscribe: Subscribe = (channel, listener) => {
    // The renderer's function must not see the IPC event, and removal needs this exact reference.
    const handler = (_event: unknown, payload: unknown) => listener(payload);
    ipcRenderer.on(channel, handler);
    return () => {
      ipcRenderer.removeListener(channel, handler);
    };
  };

  return {
    ...invokers,
    onSessionExpired: (listener) => subscribe(ipcEvents.sessionExpired, () => listener()),
    onServerEvent: (listener) => subscribe(ipcEvents.serverEvent, listener),
    onServerReset: (listener) => subscribe(ipcEvents.serverReset, () => listener()),
    onNavigate: (listener) => subscribe(ipcEvents.navigate, listener),
    onUpdateStatus: (listener) => subscribe(ipcEvents.updateStatus, listener),
  };
}
