import type { Protocol } from 'electron';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { APP_SCHEME } from './appOrigin';
import { isInside, resolveAppPath } from './resolveAppPath';

/** Content-Security-Policy sent with every page and asset of the app scheme. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // data: for the images inside the stylesheets (Blueprint's checkbox ticks); they make no request.
  "img-src 'self' blob: data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** Must run before the app is ready: makes `app://` a standard, secure, fetch-capable origin. */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/**
 * Answers app-scheme requests from the built renderer folder. Unknown, escaping or
 * symlinked-out paths get a 404; every answer carries the CSP.
 */
export function createAppRequestHandler(root: string): (request: Request) => Promise<Response> {
  const realRoot = realpath(path.resolve(root)).catch(() => path.resolve(root));
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return respond(405, 'Method not allowed');
    const resolved = resolveAppPath(root, request.url);
    if (!resolved) return respond(404, 'Not found');
    try {
      const file = await realpath(resolved.file);
      if (!isInside(await realRoot, file)) return respond(404, 'Not found');
      const body = await readFile(file);
      const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      return respond(200, request.method === 'HEAD' ? null : body, type, resolved.spa);
    } catch {
      return respond(404, 'Not found');
    }
  };
}

/**
 * Serves the renderer folder on the app scheme (after the app is ready); `proxy` may answer
 * a request first (the uploads of uploadsProxy.ts) or pass it on with null.
 */
export function handleAppProtocol(
  protocol: Pick<Protocol, 'handle'>,
  root: string,
  proxy?: (request: Request) => Promise<Response | null>,
): void {
  const serve = createAppRequestHandler(root);
  protocol.handle(APP_SCHEME, async (request) => (await proxy?.(request)) ?? serve(request));
}

function respond(
  status: number,
  body: Uint8Array | string | null,
  type = 'text/plain; charset=utf-8',
  noCache = false,
): Response {
  const headers: Record<string, string> = {
    'content-type': type,
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
  };
  if (noCache) headers['cache-control'] = 'no-cache';
  return new Response(body, { status, headers });
}
