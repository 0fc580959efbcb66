import type { z } from 'zod';
import type { IpcChannelName, IpcResponses, IpcResult, ipcChannels } from './contract';

type ChannelInput<K extends IpcChannelName> = z.input<(typeof ipcChannels)[K]['schema']>;

/** One function per channel: no argument where the channel takes no payload. */
export type ChannelInvoker<K extends IpcChannelName> = [ChannelInput<K>] extends [undefined]
  ? () => Promise<IpcResult<IpcResponses[K]>>
  : (payload: ChannelInput<K>) => Promise<IpcResult<IpcResponses[K]>>;

export type ChannelInvokers = { readonly [K in IpcChannelName]: ChannelInvoker<K> };

/** What main pushes to the window; each subscription returns its own unsubscribe function. */
export interface PreloadEvents {
  /** Called when main drops the session after a 401. */
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

/**
 * `window.backOffice`, declared once: the preload builds it (`src/preload/api.ts`) and the
 * renderer's electron adapter uses it. One function per channel of the contract, derived from
 * `ipcChannels` so a renamed channel cannot drift, and the subscriptions; never `ipcRenderer`.
 */
export type PreloadApi = ChannelInvokers & PreloadEvents;
