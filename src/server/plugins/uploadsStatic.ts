import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mkdir } from 'node:fs/promises';
import { UPLOADS_CONTENT_SECURITY_POLICY, UPLOADS_URL_PREFIX } from '../../shared/api/uploads';

/**
 * Serves GET /uploads/* from `uploadsDir` (a second @fastify/static, so `decorateReply: false`).
 * Names are random and never reused, so the files are cached for good; nosniff and the CSP
 * keep a browser from treating one as anything but an image.
 */
export async function installUploadsStatic(app: FastifyInstance, uploadsDir: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', UPLOADS_CONTENT_SECURITY_POLICY);
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
