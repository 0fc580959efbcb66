import type { FastifyPluginCallback } from 'fastify';
import { route } from '../../plugins/contractRoutes';
import type { Db } from '../../db/connection';
import type { ResourceService } from '../../resources/index';
import { drizzleUserRequestsRepository } from './userRequests.repository';
import { UserRequestsService } from './userRequests.service';

export interface UserRequestsModuleOptions {
  readonly db: Db;
  readonly resources: ResourceService;
}

/**
 * POST /userRequests (pending, PAYMENT_REQUEST unless told) and the managers' approve and
 * reject; the generic engine serves the rest. Register inside /api/v1 before it.
 */
export const userRequestsModule: FastifyPluginCallback<UserRequestsModuleOptions> = (app, { db, resources }, done) => {
  const service = new UserRequestsService(drizzleUserRequestsRepository(db), resources);
  route(app, 'POST /userRequests', ({ user, body }) => service.send(user, body));
  route(app, 'POST /userRequests/:id/approve', ({ user, params }) => service.decide(user, params.id, 'approve'));
  route(app, 'POST /userRequests/:id/reject', ({ user, params }) => service.decide(user, params.id, 'reject'));
  done();
};
