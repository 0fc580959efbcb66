import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import { MULTIPART_LIMITS } from './uploadForm';
import { uploadsRoutes } from './uploads.routes';
import { UploadsService } from './uploads.service';
import type { UploadListener } from './uploadListener';
import { backfillPreviews } from './previewBackfill';
import { UploadStore } from './uploadStore';

export interface UploadsModuleOptions {
  readonly db: Db;
  /** Folder the files are stored in (config.uploadsDir). */
  readonly uploadsDir: string;
  /** Told of each image stored and removed (the search-by-image index). */
  readonly listeners?: readonly UploadListener[];
}

/**
 * POST /uploadFile and POST /deleteFile (spec section 7, Uploads). The multipart parser is
 * registered inside this plugin only, so no other route accepts multipart bodies. The files
 * themselves are served by plugins/uploadsStatic.ts.
 */
export const uploadsModule: FastifyPluginAsync<UploadsModuleOptions> = async (
  app,
  { db, uploadsDir, listeners = [] },
) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  const onListenerError = (error: unknown) => app.log.error({ err: error }, 'an upload listener failed');
  const store = new UploadStore(uploadsDir);
  uploadsRoutes(app, new UploadsService(db, store, listeners, onListenerError));

  // Thumbnails for uploads older than thumbnails, in the background: start-up does not wait.
  const stop = new AbortController();
  app.addHook('onReady', () => {
    backfillPreviews(db, store, stop.signal).then(
      (made) => made > 0 && app.log.info({ made }, 'made the missing upload thumbnails'),
      (error: unknown) => app.log.error({ err: error }, 'making the missing upload thumbnails failed'),
    );
  });
  app.addHook('onClose', () => stop.abort());
};
