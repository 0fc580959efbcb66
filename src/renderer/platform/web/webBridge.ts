import { ApiClient } from '../../../shared/api/client';
import { createApiCaller } from '../../../shared/api/apiCaller';
import { WEB_CLIENT_HEADER, WEB_CLIENT_VALUE } from '../../../shared/api/session';
import { ApiError } from '../../../shared/api/errors';
import { toFormApiRequest } from '../../../shared/api/formCaller';
import type { BridgeApi } from '../../../shared/ipc/bridge';
import { downloadedFile } from './downloadFile';
import { createWebLiveEvents } from './webLiveEvents';
import { readClipboardImage } from './readClipboardImage';

/**
 * `BridgeApi` in a plain browser: same-origin fetch marked as the web client, so the server
 * keeps the session in an HttpOnly cookie and the token never reaches script.
 */
export function createWebBridge(): BridgeApi {
  const expiryListeners = new Set<() => void>();
  const client = new ApiClient({
    baseUrl: '',
    credentials: 'same-origin',
    headers: { [WEB_CLIENT_HEADER]: WEB_CLIENT_VALUE },
    onUnauthorized: () => expiryListeners.forEach((listener) => listener()),
  });
  const call = createApiCaller((req) => client.request(req));
  const live = createWebLiveEvents();

  return {
    platform: 'web',
    request: (req) => client.request(req),
    requestBytes: (req) => client.requestBytes(req),
    requestForm: (req) => client.request(toFormApiRequest(req)),
    async login(input) {
      const result = await call('POST /auth/login', { body: input });
      return { userId: result.id };
    },
    async logout() {
      live.close();
      await call('POST /auth/logout');
    },
    async currentSession() {
      try {
        const me = await call('GET /users/me');
        return { userId: me.id };
      } catch (err) {
        if (err instanceof ApiError && err.statusCode === 401) return null;
        throw err;
      }
    },
    onSessionExpired(listener) {
      expiryListeners.add(listener);
      return () => expiryListeners.delete(listener);
    },
    createFile: (input) => Promise.resolve(downloadedFile(input)),
    readClipboardImage,
    getSettings: () => Promise.resolve({ serverUrl: '' }),
    setServerUrl: () => Promise.resolve({ serverUrl: '' }),
    subscribeEvents: (handlers) => live.subscribe(handlers),
    notify: (input) => live.notify(input),
    onNavigate: (listener) => live.onNavigate(listener),
  };
}
