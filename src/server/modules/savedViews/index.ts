import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/connection';
import { route } from '../../plugins/contractRoutes';
import { drizzleSavedViewsRepository } from './savedViews.repository';
import { SavedViewsService } from './savedViews.service';

export interface SavedViewsModuleOptions {
  readonly db: Db;
}

/** GET/POST /savedViews and PUT/DELETE /savedViews/{id}: saved list views (issue 12). Register inside /api/v1. */
export const savedViewsModule: FastifyPluginCallback<SavedViewsModuleOptions> = (app, { db }, done) => {
  const service = new SavedViewsService(drizzleSavedViewsRepository(db));
  route(app, 'GET /savedViews', ({ user, query }) => service.list(user, query.resource));
  route(app, 'POST /savedViews', ({ user, body }) => service.create(user, body));
  route(app, 'PUT /savedViews/:id', ({ user, params, body }) => service.update(user, params.id, body));
  route(app, 'DELETE /savedViews/:id', ({ user, params }) => service.remove(user, params.id));
  done();
};
