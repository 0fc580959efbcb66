import type { FastifyPluginCallback } from 'fastify';
import { RESOURCES } from '../../../shared/domain/resources';
import type { Db } from '../../db/connection';
import { route } from '../../plugins/contractRoutes';
import type { ResourceService } from '../../resources/index';
import { drizzleCustomerActivitiesRepository } from './customerActivities.repository';
import { CustomerActivitiesService } from './customerActivities.service';

export interface CustomerActivitiesModuleOptions {
  readonly db: Db;
  readonly resources: ResourceService;
}

/**
 * GET/POST /customers/{id}/activities and PUT/DELETE /customerActivities/{id}: calls, emails
 * and meetings logged on a customer (issue 41). Register inside /api/v1 before the generic engine.
 */
export const customerActivitiesModule: FastifyPluginCallback<CustomerActivitiesModuleOptions> = (
  app,
  { db, resources },
  done,
) => {
  const service = new CustomerActivitiesService(drizzleCustomerActivitiesRepository(db), {
    customer: (user, id) => resources.getOne(user, RESOURCES.customers, id),
    orderCustomer: async (user, id) => {
      const order = await resources.getOne(user, RESOURCES.orders, id);
      return typeof order.customerId === 'number' ? order.customerId : null;
    },
  });
  route(app, 'GET /customers/:id/activities', ({ user, params, query }) => service.list(user, params.id, query));
  route(app, 'POST /customers/:id/activities', ({ user, params, body }) => service.create(user, params.id, body));
  route(app, 'PUT /customerActivities/:id', ({ user, params, body }) => service.update(user, params.id, body));
  route(app, 'DELETE /customerActivities/:id', ({ user, params }) => service.remove(user, params.id));
  done();
};
