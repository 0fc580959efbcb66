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
}

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

  return {
    ...invokers,
    onSessionExpired(listener) {
      // The renderer's function must not see the IPC event, and removal needs this exact reference.
      const handler = () => listener();
      ipcRenderer.on(ipcEvents.sessionExpired, handler);
      return () => {
        ipcRenderer.removeListener(ipcEvents.sessionExpired, handler);
      };
    },
  };
}
