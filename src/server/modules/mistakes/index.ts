import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/connection';
import { mistakesRoutes } from './mistakes.routes';
import { drizzleMistakesRepository } from './mistakes.repository';
import { MistakesService } from './mistakes.service';

export interface MistakesModuleOptions {
  readonly db: Db;
}

/**
 * PUT /mistakeRecords/{id}/accept (spec section 7); the generic engine serves the rest,
 * GET /mistakeRecords/me included, and sets the creator. Register inside /api/v1 before it.
 */
export const mistakesModule: FastifyPluginCallback<MistakesModuleOptions> = (app, { db }, done) => {
  mistakesRoutes(app, new MistakesService(drizzleMistakesRepository(db)));
  done();
};
