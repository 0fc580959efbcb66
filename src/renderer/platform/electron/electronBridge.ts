import { serverEventSchema } from '../../../shared/api/events';
import { appLinkPathSchema } from '../../../shared/ipc/appLinks';
import { updateStatusSchema } from '../../../shared/ipc/updates';
import type { BridgeApi } from '../../../shared/ipc/bridge';
import type { PreloadApi } from '../../../shared/ipc/preloadApi';
import { toIpcForm, toIpcParts, toIpcRequest, unwrapIpcResult } from './ipcResult';

declare global {
  interface Window {
    /** The preload's bridge; absent in a plain browser. */
    readonly backOffice?: PreloadApi;
  }
}

/** `BridgeApi` on the preload bridge: main holds the token and the ApiClient. */
export function createElectronBridge(api: PreloadApi): BridgeApi {
  return {
    platform: 'electron',
    async request(req) {
      return unwrapIpcResult(await api.apiRequest(toIpcRequest(req)));
    },
    async requestBytes(req) {
      return unwrapIpcResult(await api.apiRequestBytes(toIpcRequest(req)));
    },
    async requestForm(req) {
      return unwrapIpcResult(await api.apiForm(toIpcForm(req)));
    },
    async login(input) {
      return unwrapIpcResult(await api.login(input));
    },
    async logout() {
      unwrapIpcResult(await api.logout());
    },
    async currentSession() {
      return unwrapIpcResult(await api.currentSession());
    },
    onSessionExpired(listener) {
      return api.onSessionExpired(listener);
    },
    async createFile(input) {
      const opened = unwrapIpcResult(await api.openFile(input));
      if (!opened) return null;
      const { id } = opened;
      return {
        async write(parts) {
          unwrapIpcResult(await api.writeFile({ id, parts: toIpcParts(parts) }));
        },
        async save() {
          return unwrapIpcResult(await api.closeFile({ id, keep: true }));
        },
        async discard() {
          // Main has already dropped a file whose write failed: nothing is left either way.
          await api.closeFile({ id, keep: false });
        },
      };
    },
    async showInFolder(filePath) {
      unwrapIpcResult(await api.showInFolder({ filePath }));
    },
    async readClipboardImage() {
      return unwrapIpcResult(await api.readClipboardImage());
    },
    async getSettings() {
      return unwrapIpcResult(await api.getSettings());
    },
    async setServerUrl(serverUrl) {
      return unwrapIpcResult(await api.setServerUrl({ serverUrl }));
    },
    subscribeEvents(handlers) {
      const offChange = api.onServerEvent((event) => {
        const parsed = serverEventSchema.safeParse(event);
        if (parsed.success) handlers.onChange(parsed.data);
      });
      const offReset = api.onServerReset(() => handlers.onReset());
      return () => {
        offChange();
        offReset();
      };
    },
    async notify(input) {
      unwrapIpcResult(await api.notify(input));
    },
    onNavigate(listener) {
      return api.onNavigate((path) => {
        const parsed = appLinkPathSchema.safeParse(path);
        if (parsed.success) listener(parsed.data);
      });
    },
    updates: {
      async check() {
        return unwrapIpcResult(await api.checkForUpdates());
      },
      async install() {
        return unwrapIpcResult(await api.installUpdate());
      },
      onStatus(listener) {
        return api.onUpdateStatus((status) => {
          const parsed = updateStatusSchema.safeParse(status);
          if (parsed.success) listener(parsed.data);
        });
      },
    },
  };
}
