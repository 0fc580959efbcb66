import type { FastifyPluginCallback } from 'fastify';
import { fileLinksRoutes } from './fileLinks.routes';
import { FileLinksService, type FileLinksDeps } from './fileLinks.service';
import { uploadPageRoutes } from './uploadPage.routes';

export { drizzleFileLinksRepository } from './fileLinks.repository';
export { FileLinksService } from './fileLinks.service';

/**
 * POST /file/render and the customer upload links of spec section 7. Register inside /api/v1;
 * the page behind a link is `uploadPageModule`, registered at the root.
 */
export const fileLinksModule: FastifyPluginCallback<{ service: FileLinksService }> = (app, { service }, done) => {
  fileLinksRoutes(app, service);
  done();
};

/** The customer's upload page, `/upload/<token>`, outside /api/v1. */
export const uploadPageModule = uploadPageRoutes;

export const createFileLinksService = (deps: FileLinksDeps) => new FileLinksService(deps);
