import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/connection';
import type { ResourceService } from '../../resources/index';
import { peopleRoutes } from './people.routes';
import { drizzleUserOrdersRepository } from './userOrders.repository';
import { UserOrdersService } from './userOrders.service';
import { drizzleUserPasswordRepository } from './userPassword.repository';
import { UserPasswordService } from './userPassword.service';

export interface PeopleModuleOptions {
  readonly db: Db;
  readonly resources: ResourceService;
}

/**
 * A user's page: `POST /users/{id}/password` (the edit screen's dialog), and the order tabs
 * `GET /users/{id}/orders` and `GET /users/{id}/requestedOrders`. Register inside /api/v1
 * before the engine.
 */
export const peopleModule: FastifyPluginCallback<PeopleModuleOptions> = (app, { db, resources }, done) => {
  peopleRoutes(
    app,
    new UserPasswordService(drizzleUserPasswordRepository(db)),
    new UserOrdersService(drizzleUserOrdersRepository(db), resources),
  );
  done();
};
