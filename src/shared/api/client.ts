import type { HttpMethod } from './endpoint';
import { ApiError, ERROR_TEXTS, isApiErrorBody } from './errors';

/** Spec section 9: every request gives up after 50 seconds. */
export const REQUEST_TIMEOUT_MS = 50_000;

export const API_PREFIX = '/api/v1';
/** Version of the REST contract, as the OpenAPI document states it. */
export const API_VERSION = '1.1.0';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  readonly method: HttpMethod;
  /** Path under /api/v1, starting with '/'. */
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON; a `FormData` is sent as a multipart form. */
  readonly body?: unknown;
}

export interface ApiClientOptions {
  /** Origin of the server, e.g. http://127.0.0.1:8787; empty for same-origin. */
  readonly baseUrl: string;
  /** Bearer token of the session, when the caller holds one. */
  readonly getToken?: () => string | null;
  /** Extra headers on every request (the web adapter marks itself for cookie sessions). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Called on a 401, before the error is thrown. */
  readonly onUnauthorized?: () => void;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  readonly credentials?: RequestInit['credentials'];
}

/** Turns the query of spec section 7 into a query string; empty values are dropped. */
export function toQueryString(query: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The fetch-based client of spec sections 7 and 8: JSON, bearer token, 50 s timeout, and
 * every failure turned into an {@link ApiError} with the spec's texts.
 */
export class ApiClient {
  private readonly options: ApiClientOptions;

  constructor(options: ApiClientOptions) {
    this.options = options;
  }

  /** Sends JSON, or a multipart form when the body is `FormData` (fetch sets its boundary). */
  async request(req: ApiRequest): Promise<unknown> {
    return this.send(req, 'json');
  }

  /**
   * Sends a request as `request` does, and answers the body of a success as the bytes that
   * arrived, unread: for a caller that reads it elsewhere (the export's worker). A failure is
   * the same `ApiError`.
   */
  async requestBytes(req: ApiRequest): Promise<Uint8Array<ArrayBuffer>> {
    return (await this.send(req, 'bytes')) as Uint8Array<ArrayBuffer>;
  }

  private async send(req: ApiRequest, answer: 'json' | 'bytes'): Promise<unknown> {
    const form = req.body instanceof FormData ? req.body : undefined;
    const json = !form && req.body !== undefined && req.method !== 'GET';
    const method: HttpMethod = req.method;
    const pathAndQuery = `${req.path}${toQueryString(req.query)}`;
    const body = form ?? (json ? JSON.stringify(req.body) : undefined);
    const contentType = json ? 'application/json' : undefined;
    const { baseUrl, getToken, onUnauthorized, timeoutMs = REQUEST_TIMEOUT_MS } = this.options;
    const doFetch = this.options.fetch ?? fetch;
    const headers: Record<string, string> = { accept: 'application/json', ...this.options.headers };
    const token = getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (contentType) headers['content-type'] = contentType;

    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${API_PREFIX}${pathAndQuery}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
        credentials: this.options.credentials,
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw timedOut
        ? new ApiError({ kind: 'timeout', statusCode: 408, message: ERROR_TEXTS.timeout })
        : new ApiError({ kind: 'network', statusCode: 404, message: ERROR_TEXTS.noResponse });
    }

    if (response.ok && answer === 'bytes') return new Uint8Array(await response.arrayBuffer());
    const payload: unknown = await response.json().catch(() => undefined);
    if (response.ok) return payload;

    if (response.status === 401) {
      onUnauthorized?.();
      throw new ApiError({ kind: 'unauthorized', statusCode: 401, message: messageOf(payload) });
    }
    if (response.status === 426) {
      throw new ApiError({ kind: 'upgrade', statusCode: 426, message: ERROR_TEXTS.upgrade });
    }
    throw new ApiError({
      kind: 'http',
      statusCode: response.status,
      message: messageOf(payload),
      details: isApiErrorBody(payload) ? payload.details : undefined,
    });
  }
}

function messageOf(payload: unknown): string {
  return isApiErrorBody(payload) && payload.message ? payload.message : ERROR_TEXTS.generic;
}
