import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './errors';

/** The policy of every HTML page the server sends: only its own scripts, styles and API. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob: https:",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Serves the built renderer from `webRoot` on the API's origin. Unknown GET paths outside
 * /api answer index.html so client-side routes load (SPA fallback); HTML carries the CSP.
 */
export async function installWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: 'index.html' });
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
    if (!isPage || request.url === '/api' || request.url.startsWith('/api/')) return sendNotFound(request, reply);
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
