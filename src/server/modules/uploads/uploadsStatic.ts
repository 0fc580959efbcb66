import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mkdir } from 'node:fs/promises';
import { UPLOADS_CONTENT_SECURITY_POLICY, UPLOADS_URL_PREFIX } from '../../../shared/api/uploads';
import { isServedUpload } from '../../../shared/domain/uploadPath';
import type { FileStore } from './fileStore';
import { S3Store } from './s3Store';
import { sendNotFound } from '../../plugins/errors';

/** Headers of every served upload: names are random and never reused, so cached for good; inert. */
function setUploadHeaders(reply: { header(name: string, value: string): unknown }): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', UPLOADS_CONTENT_SECURITY_POLICY);
  reply.header('cache-control', 'public, max-age=31536000, immutable');
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * Serves GET /uploads/*: from `uploadsDir` (a second @fastify/static, so `decorateReply:
 * false`), or streamed from the S3 bucket when the store is one, so the client's paths and
 * CSP are the same either way. nosniff and the CSP keep a browser from treating a file as
 * anything but an image.
 */
export async function installUploadsStatic(app: FastifyInstance, uploadsDir: string, store: FileStore): Promise<void> {
  if (store instanceof S3Store) {
    app.get(`${UPLOADS_URL_PREFIX}*`, async (request, reply) => {
      const path = decodeURIComponent(new URL(request.url, 'http://uploads.invalid').pathname);
      const object = isServedUpload(path) ? await store.get(path) : null;
      if (!object) return sendNotFound(request, reply);
      setUploadHeaders(reply);
      return reply.type(object.contentType).send(Buffer.from(object.body));
    });
    return;
  }
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: setUploadHeaders,
  });
}
