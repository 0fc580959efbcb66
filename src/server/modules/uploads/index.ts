import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import { MULTIPART_LIMITS } from './uploadForm';
import { uploadsRoutes } from './uploads.routes';
import type { UploadsService } from './uploads.service';
import { backfillPreviews } from './previewBackfill';
import type { ServerConfig } from '../../config';
import type { FileStore } from './fileStore';
import { S3Store } from './s3Store';
import { UploadStore } from './uploadStore';

/** What the demo seed uses to draw its images and their thumbnails. */
export { imageCodec } from './imageCodec';
export { makePreview } from './preview';

export interface UploadsModuleOptions {
  readonly db: Db;
  /** Where the files are stored (createFileStore). */
  readonly store: FileStore;
  /** The one service every image the server stores goes through (uploads, imports, customer links). */
  readonly service: UploadsService;
}

/** The configured bucket when S3_ENDPOINT is set, else the data folder. */
export function createFileStore(config: Pick<ServerConfig, 's3' | 'uploadsDir'>): FileStore {
  return config.s3 ? new S3Store(config.s3) : new UploadStore(config.uploadsDir);
}

/**
 * POST /uploadFile and POST /deleteFile (spec section 7, Uploads). The multipart parser is
 * registered inside this plugin only, so no other route accepts multipart bodies. The files
 * themselves are served by uploadsStatic.ts.
 */
export const uploadsModule: FastifyPluginAsync<UploadsModuleOptions> = async (app, { db, store, service }) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  uploadsRoutes(app, service);

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
