import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/connection';
import { route } from '../../plugins/contractRoutes';
import { drizzleApiTokensRepository } from './apiTokens.repository';
import { ApiTokensService } from './apiTokens.service';

export interface ApiTokensModuleOptions {
  readonly db: Db;
}

/** GET/POST /apiTokens and DELETE /apiTokens/{id}: personal access tokens (issue 36). Register inside /api/v1. */
export const apiTokensModule: FastifyPluginCallback<ApiTokensModuleOptions> = (app, { db }, done) => {
  const service = new ApiTokensService(drizzleApiTokensRepository(db));
  route(app, 'GET /apiTokens', ({ user, query }) => service.list(user, query.userId));
  route(app, 'POST /apiTokens', ({ user, body }) => service.create(user, body));
  route(app, 'DELETE /apiTokens/:id', ({ user, params }) => service.revoke(user, params.id));
  done();
};
