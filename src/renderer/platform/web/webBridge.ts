import { ApiClient } from '../../../shared/api/client';
import { WEB_CLIENT_HEADER, WEB_CLIENT_VALUE, type LoginResult } from '../../../shared/api/contract';
import { ApiError } from '../../../shared/api/errors';
import { UPLOAD_FILE_PATH, toUploadFormData, type UploadResult } from '../../../shared/api/uploads';
import type { BridgeApi } from '../../../shared/ipc/bridge';
import { downloadFile } from './downloadFile';
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

  return {
    platform: 'web',
    request: (req) => client.request(req),
    async login(input) {
      const result = await client.request<LoginResult>({ method: 'POST', path: '/auth/login', body: input });
      return { userId: result.id };
    },
    async logout() {
      await client.request({ method: 'POST', path: '/auth/logout' });
    },
    async currentSession() {
      try {
        const me = await client.request<{ id: number }>({ method: 'GET', path: '/users/me' });
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
    saveFile: (input) => Promise.resolve(downloadFile(input)),
    readClipboardImage,
    uploadImages: (input) => client.requestForm<UploadResult[]>(UPLOAD_FILE_PATH, toUploadFormData(input)),
    getSettings: () => Promise.resolve({ serverUrl: '' }),
    setServerUrl: () => Promise.resolve({ serverUrl: '' }),
  };
}
