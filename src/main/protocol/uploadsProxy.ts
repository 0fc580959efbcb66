import { REQUEST_TIMEOUT_MS } from '../../shared/api/client';
import {
  STORED_UPLOAD_PATH,
  UPLOADS_CONTENT_SECURITY_POLICY,
  UPLOADS_URL_PREFIX,
  UPLOAD_IMAGE_TYPES,
} from '../../shared/api/uploads';

export interface UploadsProxyDeps {
  /** Origin of the API server (the embedded one or the company's). */
  readonly baseUrl: () => Promise<string>;
  readonly fetch?: typeof fetch;
}

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' },
  });

/**
 * Lets the renderer show uploads by their stored path: `app://bundle/uploads/<yyyy>/<mm>/<name>`
 * is fetched from the server's GET /uploads/* (no token needed) and answered as an inert
 * image. Answers null for any other path, so the app files are served as before. Only names
 * the server makes are forwarded, and only image answers are passed on.
 */
export function createUploadsProxy({ baseUrl, fetch: doFetch = fetch }: UploadsProxyDeps) {
  return async (request: Request): Promise<Response | null> => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(UPLOADS_URL_PREFIX)) return null;
    if (request.method !== 'GET' || !STORED_UPLOAD_PATH.test(pathname)) return notFound();
    try {
      const answer = await doFetch(`${await baseUrl()}${pathname}`, {
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const type = answer.headers.get('content-type') ?? '';
      if (!answer.ok || !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(type)) return notFound();
      return new Response(await answer.arrayBuffer(), {
        status: 200,
        headers: {
          'content-type': type,
          'x-content-type-options': 'nosniff',
          'content-security-policy': UPLOADS_CONTENT_SECURITY_POLICY,
          'cache-control': 'public, max-age=31536000, immutable',
        },
      });
    } catch {
      return notFound();
    }
  };
}
