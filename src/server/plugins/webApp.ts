import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './errors';

/** The policy of every HTML page the server sends: only its own scripts, styles and API. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Images come only from the app's own uploads, blob: previews of a file being picked, and
  // data: images inside the stylesheets (Blueprint draws its checkbox ticks with them). A
  // data: image makes no request, so it can carry nothing out.
  "img-src 'self' blob: data:",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** A path whose last segment has an extension names a file, never a client-side route. */
export function looksLikeFile(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

/**
 * Serves the built renderer from `webRoot` on the API's origin, reading the folder on each
 * request so a rebuild needs no restart. Unknown GET paths outside /api that do not name a
 * file answer index.html so client-side routes load (SPA fallback); a missing file is a 404,
 * never index.html. HTML carries the CSP and is never cached; hashed assets are immutable.
 */
export async function installWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: true,
    index: 'index.html',
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'no-referrer');
    }
    return payload;
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isPage || isApi || looksLikeFile(request.url)) return sendNotFound(request, reply);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
