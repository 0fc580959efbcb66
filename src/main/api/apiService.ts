import { createApiCaller } from '../../shared/api/apiCaller';
import { ApiClient, type ApiRequest } from '../../shared/api/client';
import { ApiError } from '../../shared/api/errors';
import {
  UPLOAD_FILE_PATH,
  toUploadFormData,
  uploadResultsSchema,
  type UploadImagesRequest,
  type UploadResult,
} from '../../shared/api/uploads';
import type { SessionInfo } from '../../shared/ipc/contract';
import type { TokenVault } from '../vault/tokenVault';
import type { ServerTarget } from './serverTarget';

export interface ApiServiceDeps {
  readonly target: Pick<ServerTarget, 'baseUrl'>;
  readonly vault: Pick<TokenVault, 'get' | 'set' | 'clear'>;
  /** Tells the window the session is gone (the `session:expired` event). */
  readonly onSessionExpired: () => void;
  readonly fetch?: typeof fetch;
}

/** The API as main offers it to the renderer: requests and the session, never the token. */
export interface ApiService {
  request(req: ApiRequest): Promise<unknown>;
  login(credentials: { email: string; password: string }): Promise<SessionInfo>;
  logout(): Promise<null>;
  currentSession(): Promise<SessionInfo | null>;
  /** Forwards images to POST /uploadFile as multipart with the session's bearer token. */
  uploadImages(input: UploadImagesRequest): Promise<UploadResult[]>;
}

const SESSION_PATH = /^\/auth\/log(in|out)(\/|$)/;

export function createApiService({ target, vault, onSessionExpired, fetch }: ApiServiceDeps): ApiService {
  const expire = () => {
    vault.clear().catch((err: unknown) => console.error('Could not clear the session:', err));
    onSessionExpired();
  };
  const client = async (options: { withToken: boolean; notifyExpiry: boolean }) =>
    new ApiClient({
      baseUrl: await target.baseUrl(),
      getToken: options.withToken ? () => vault.get() : undefined,
      onUnauthorized: options.notifyExpiry ? expire : undefined,
      fetch,
    });
  const caller = async (options: { withToken: boolean; notifyExpiry: boolean }) => {
    const api = await client(options);
    return createApiCaller((req) => api.request(req));
  };

  return {
    async request(req) {
      if (isSessionPath(req.path)) {
        throw new ApiError({ kind: 'http', statusCode: 403, message: 'Sign in and out through the session channels.' });
      }
      return (await client({ withToken: true, notifyExpiry: true })).request(req);
    },

    async login({ email, password }) {
      const call = await caller({ withToken: false, notifyExpiry: false });
      const result = await call('POST /auth/login', { body: { email, password } });
      if (!result?.token)
        throw new ApiError({ kind: 'http', statusCode: 502, message: 'The server gave no session token.' });
      await vault.set(result.token);
      return { userId: result.id };
    },

    async logout() {
      try {
        if (vault.get()) await (await caller({ withToken: true, notifyExpiry: false }))('POST /auth/logout');
      } catch (err) {
        console.warn('The server did not confirm the logout; the session is dropped here anyway.', err);
      } finally {
        await vault.clear();
      }
      return null;
    },

    async uploadImages(input) {
      const api = await client({ withToken: true, notifyExpiry: true });
      return uploadResultsSchema.parse(await api.requestForm(UPLOAD_FILE_PATH, toUploadFormData(input)));
    },

    async currentSession() {
      if (!vault.get()) return null;
      try {
        const me = await (await caller({ withToken: true, notifyExpiry: false }))('GET /users/me');
        return { userId: me.id };
      } catch (err) {
        if (!(err instanceof ApiError && err.kind === 'unauthorized')) throw err;
        await vault.clear();
        return null;
      }
    },
  };
}

/** Login and logout carry the token, so they only go through the session channels. */
function isSessionPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return SESSION_PATH.test(decoded.toLowerCase().replace(/\/{2,}/g, '/'));
}
