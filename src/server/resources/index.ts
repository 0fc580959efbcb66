import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../db/connection';
import { registerResourceRoutes } from './resource.routes';
import { ResourceService } from './resource.service';

export interface ResourceEngineOptions {
  readonly db: Db;
}

/** The generic resource engine: register inside the /api/v1 prefix. */
export const resourceEngine: FastifyPluginCallback<ResourceEngineOptions> = (app, { db }, done) => {
  registerResourceRoutes(app, new ResourceService(db));
  done();
};
