import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import { MULTIPART_LIMITS } from './uploadForm';
import { uploadsRoutes } from './uploads.routes';
import { UploadsService } from './uploads.service';
import type { UploadListener } from './uploadListener';
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
  uploadsRoutes(app, new UploadsService(db, new UploadStore(uploadsDir), listeners, onListenerError));
};
