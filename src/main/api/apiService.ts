import { createApiCaller } from '../../shared/api/apiCaller';
import { ApiClient, type ApiRequest } from '../../shared/api/client';
import { toFormApiRequest, type FormRequest } from '../../shared/api/formCaller';
import { ApiError } from '../../shared/api/errors';
import { DEVICE_HEADER } from '../../shared/api/session';
import { CLIENT_VERSION_HEADER } from '../../shared/api/clientVersion';
import type { SessionInfo } from '../../shared/ipc/contract';
import type { DeviceTokenStore } from '../vault/deviceTokens';
import type { TokenVault } from '../vault/tokenVault';
import type { ServerTarget } from './serverTarget';

export interface ApiServiceDeps {
  readonly target: Pick<ServerTarget, 'baseUrl'>;
  readonly vault: Pick<TokenVault, 'get' | 'set' | 'clear'>;
  /** The known-device tokens, sent on sign-in so a locked account still opens from this device. */
  readonly devices: Pick<DeviceTokenStore, 'get' | 'set'>;
  /** Tells the window the session is gone (the `session:expired` event). */
  readonly onSessionExpired: () => void;
  readonly fetch?: typeof fetch;
  /** The app's version, named on every request so a server can answer 426 to a copy too old for it. */
  readonly clientVersion?: string;
}

/** The API as main offers it to the renderer: requests and the session, never the token. */
export interface ApiService {
  request(req: ApiRequest): Promise<unknown>;
  /** A request whose successful answer is its body's bytes, unread (the export's pages). */
  requestBytes(req: ApiRequest): Promise<Uint8Array<ArrayBuffer>>;
  login(credentials: { email: string; password: string }): Promise<SessionInfo>;
  logout(): Promise<null>;
  currentSession(): Promise<SessionInfo | null>;
  /** Sends a form of the catalogue's multipart endpoints as multipart with the session's bearer token. */
  requestForm(req: FormRequest): Promise<unknown>;
}

const SESSION_PATH = /^\/auth\/log(in|out)(\/|$)/;

interface ClientOptions {
  readonly withToken: boolean;
  readonly notifyExpiry: boolean;
  readonly headers?: Readonly<Record<string, string>>;
}

export function createApiService({
  target,
  vault,
  devices,
  onSessionExpired,
  fetch,
  clientVersion,
}: ApiServiceDeps): ApiService {
  const versionHeader: Record<string, string> = clientVersion ? { [CLIENT_VERSION_HEADER]: clientVersion } : {};
  const expire = () => {
    vault.clear().catch((err: unknown) => console.error('Could not clear the session:', err));
    onSessionExpired();
  };
  const client = async (options: ClientOptions) =>
    new ApiClient({
      baseUrl: await target.baseUrl(),
      getToken: options.withToken ? () => vault.get() : undefined,
      onUnauthorized: options.notifyExpiry ? expire : undefined,
      headers: { ...versionHeader, ...options.headers },
      fetch,
    });
  const caller = async (options: ClientOptions) => {
    const api = await client(options);
    return createApiCaller((req) => api.request(req));
  };

  const refuseSessionPaths = (req: ApiRequest) => {
    if (isSessionPath(req.path)) {
      throw new ApiError({ kind: 'http', statusCode: 403, message: 'Sign in and out through the session channels.' });
    }
  };

  return {
    async request(req) {
      refuseSessionPaths(req);
      return (await client({ withToken: true, notifyExpiry: true })).request(req);
    },

    async requestBytes(req) {
      refuseSessionPaths(req);
      return (await client({ withToken: true, notifyExpiry: true })).requestBytes(req);
    },

    async login({ email, password }) {
      const device = devices.get(email);
      const headers = device ? { [DEVICE_HEADER]: device } : undefined;
      const call = await caller({ withToken: false, notifyExpiry: false, headers });
      const result = await call('POST /auth/login', { body: { email, password } });
      if (!result?.token)
        throw new ApiError({ kind: 'http', statusCode: 502, message: 'The server gave no session token.' });
      await vault.set(result.token);
      if (result.deviceToken) {
        // Without it the next sign-in is only as from an unknown device: not worth failing this one.
        await devices
          .set(email, result.deviceToken)
          .catch((err: unknown) => console.warn('Could not keep the device token:', err));
      }
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

    async requestForm(req) {
      return (await client({ withToken: true, notifyExpiry: true })).request(toFormApiRequest(req));
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
