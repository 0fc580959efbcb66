import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/connection';
import type { ResourceService } from '../../resources/index';
import { commentsRoutes } from './comments.routes';
import { drizzleCommentsRepository } from './comments.repository';
import { CommentsService } from './comments.service';

export interface CommentsModuleOptions {
  readonly db: Db;
  readonly resources: ResourceService;
}

/**
 * Comments, customer comments and user comments with author-only edits and rating totals
 * (spec sections 4, 5 and 7). Register inside /api/v1 before the generic engine.
 */
export const commentsModule: FastifyPluginCallback<CommentsModuleOptions> = (app, { db, resources }, done) => {
  commentsRoutes(app, new CommentsService(drizzleCommentsRepository(db), resources));
  done();
};
