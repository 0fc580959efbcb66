import type { NotifyInput } from '../../shared/ipc/appLinks';
import type { ClipboardImage } from '../../shared/ipc/contract';
import type { FileSaves } from '../export/saveFile';
import type { ApiService } from '../api/apiService';
import type { ServerTarget } from '../api/serverTarget';
import type { SettingsStore } from '../settings/settingsStore';
import type { AppUpdates } from '../updates/appUpdater';
import type { DeviceTokenStore } from '../vault/deviceTokens';
import type { TokenVault } from '../vault/tokenVault';
import type { IpcHandlers } from './registerIpcHandlers';

export interface IpcHandlerDeps {
  readonly api: ApiService;
  readonly settings: SettingsStore;
  readonly target: Pick<ServerTarget, 'switchTo'>;
  readonly vault: Pick<TokenVault, 'clear'>;
  readonly devices: Pick<DeviceTokenStore, 'clear'>;
  /** The files main writes as an export makes them; a kept one is remembered for `showInFolder`. */
  readonly files: Pick<FileSaves, 'open' | 'write' | 'close'>;
  /** Reveals a file `files` saved in this session. */
  readonly showInFolder: (filePath: string) => Promise<null>;
  readonly readClipboardImage: () => Promise<ClipboardImage | null>;
  /** Main's live-event stream: opened with a session, closed without one. */
  readonly live: { start(): void; stop(): void };
  readonly notify: (input: NotifyInput) => Promise<null>;
  /** The app's own updates (electron-updater). */
  readonly updates: Pick<AppUpdates, 'check' | 'install'>;
}

/** Binds each channel of the contract to the main-process service that answers it. */
export function createIpcHandlers({
  api,
  settings,
  target,
  vault,
  devices,
  files,
  showInFolder,
  readClipboardImage,
  live,
  notify,
  updates,
}: IpcHandlerDeps): IpcHandlers {
  return {
    apiRequest: (req) => api.request(req),
    apiRequestBytes: (req) => api.requestBytes(req),
    apiForm: (req) => api.requestForm(req),
    login: async (credentials) => {
      const session = await api.login(credentials);
      live.start();
      return session;
    },
    logout: () => {
      live.stop();
      return api.logout();
    },
    currentSession: async () => {
      const session = await api.currentSession();
      if (session) live.start();
      else live.stop();
      return session;
    },
    notify: (input) => notify(input),
    checkForUpdates: () => updates.check(),
    installUpdate: () => Promise.resolve(updates.install()),
    openFile: (input) => files.open(input),
    writeFile: (input) => files.write(input),
    closeFile: (input) => files.close(input),
    showInFolder: ({ filePath }) => showInFolder(filePath),
    readClipboardImage: () => readClipboardImage(),
    getSettings: () => Promise.resolve(settings.get()),
    setServerUrl: async ({ serverUrl }) => {
      const previous = settings.get().serverUrl;
      const next = await settings.setServerUrl(serverUrl);
      if (next.serverUrl !== previous) {
        // Session and device tokens belong to the server that issued them.
        live.stop();
        await vault.clear();
        await devices.clear();
        await target.switchTo(next.serverUrl);
      }
      return next;
    },
  };
}
