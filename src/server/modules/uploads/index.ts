import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/connection';
import { MULTIPART_LIMITS } from './uploadForm';
import { uploadsRoutes } from './uploads.routes';
import { UploadsService } from './uploads.service';
import { UploadStore } from './uploadStore';

export interface UploadsModuleOptions {
  readonly db: Db;
  /** Folder the files are stored in (config.uploadsDir). */
  readonly uploadsDir: string;
}

/**
 * POST /uploadFile and POST /deleteFile (spec section 7, Uploads). The multipart parser is
 * registered inside this plugin only, so no other route accepts multipart bodies. The files
 * themselves are served by plugins/uploadsStatic.ts.
 */
export const uploadsModule: FastifyPluginAsync<UploadsModuleOptions> = async (app, { db, uploadsDir }) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  uploadsRoutes(app, new UploadsService(db, new UploadStore(uploadsDir)));
};
