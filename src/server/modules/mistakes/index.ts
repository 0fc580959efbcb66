import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/connection';
import type { ResourceService } from '../../resources/index';
import { mistakesRoutes } from './mistakes.routes';
import { MistakesService } from './mistakes.service';

export interface MistakesModuleOptions {
  readonly db: Db;
  readonly resources: ResourceService;
}

/**
 * GET /mistakeRecords/me and PUT /mistakeRecords/{id}/accept (spec section 7); the generic
 * engine serves the rest and sets the creator. Register inside /api/v1 before it.
 */
export const mistakesModule: FastifyPluginCallback<MistakesModuleOptions> = (app, { db, resources }, done) => {
  mistakesRoutes(app, new MistakesService(db, resources));
  done();
};
