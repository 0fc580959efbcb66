import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/connection';
import type { ResourceService } from '../../resources/index';
import { peopleRoutes } from './people.routes';
import { UserOrdersService } from './userOrders.service';

export interface PeopleModuleOptions {
  readonly db: Db;
  readonly resources: ResourceService;
}

/**
 * The order tabs of a user's page: `GET /users/{id}/orders` and
 * `GET /users/{id}/requestedOrders`. Register inside /api/v1 before the engine.
 */
export const peopleModule: FastifyPluginCallback<PeopleModuleOptions> = (app, { db, resources }, done) => {
  peopleRoutes(app, new UserOrdersService(db, resources));
  done();
};
