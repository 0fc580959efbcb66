import type { IpcRenderer } from 'electron';
import type { z } from 'zod';
import { ipcChannels, ipcEvents } from '../shared/ipc/contract';
import type { IpcChannelName, IpcResponses, IpcResult } from '../shared/ipc/contract';

type ChannelInput<K extends IpcChannelName> = z.input<(typeof ipcChannels)[K]['schema']>;

/** One function per channel: no argument where the channel takes no payload. */
export type ChannelInvoker<K extends IpcChannelName> = [ChannelInput<K>] extends [undefined]
  ? () => Promise<IpcResult<IpcResponses[K]>>
  : (payload: ChannelInput<K>) => Promise<IpcResult<IpcResponses[K]>>;

export type ChannelInvokers = { readonly [K in IpcChannelName]: ChannelInvoker<K> };

export interface SessionEvents {
  /** Called when main drops the session after a 401; returns its own unsubscribe function. */
  onSessionExpired(listener: () => void): () => void;
  /** A live event main forwards; the renderer checks its shape before use. */
  onServerEvent(listener: (event: unknown) => void): () => void;
  /** The live events missed more than the server keeps. */
  onServerReset(listener: () => void): () => void;
  /** An app path main asks the window to open (a notification click, a deep link). */
  onNavigate(listener: (path: unknown) => void): () => void;
  /** Where the app's own update stands; the renderer checks its shape before use. */
  onUpdateStatus(listener: (status: unknown) => void): () => void;
}

type Subscribe = (channel: string, listener: (payload: unknown) => void) => () => void;

/**
 * The object preload exposes as `window.backOffice`: the contract's named functions and
 * the session-expired subscription, never `ipcRenderer` itself.
 */
export function buildPreloadApi(
  ipcRenderer: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>,
): ChannelInvokers & SessionEvents {
  const invokers = Object.fromEntries(
    Object.entries(ipcChannels).map(([name, { channel }]) => [
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
