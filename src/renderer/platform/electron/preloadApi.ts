import type { z } from 'zod';
import type { IpcChannelName, IpcResponses, IpcResult, ipcChannels } from '../../../shared/ipc/contract';

type Payload<K extends IpcChannelName> = z.input<(typeof ipcChannels)[K]['schema']>;

type Invoke<K extends IpcChannelName> = [Payload<K>] extends [undefined]
  ? () => Promise<IpcResult<IpcResponses[K]>>
  : (payload: Payload<K>) => Promise<IpcResult<IpcResponses[K]>>;

/**
 * What preload exposes as `window.backOffice`: one function per channel of `ipcChannels`,
 * derived from the contract so a renamed channel cannot drift, plus the expiry subscription.
 */
export type PreloadApi = { readonly [K in IpcChannelName]: Invoke<K> } & {
  onSessionExpired(listener: () => void): () => void;
  /** Live events main forwards (checked again here before use). */
  onServerEvent(listener: (event: unknown) => void): () => void;
  onServerReset(listener: () => void): () => void;
  /** App paths main asks the window to open (validated by main). */
  onNavigate(listener: (path: unknown) => void): () => void;
  /** Where the app's own update stands (checked again here before use). */
  onUpdateStatus(listener: (status: unknown) => void): () => void;
};

declare global {
  interface Window {
    readonly backOffice?: PreloadApi;
  }
}
