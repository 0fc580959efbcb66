import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../../shared/domain/resources';
import { route } from '../../plugins/contractRoutes';
import { resolveListQuery } from '../../resources/index';
import type { UserOrdersService } from './userOrders.service';

/** The order lists of a user's page. */
export function peopleRoutes(app: FastifyInstance, orders: UserOrdersService): void {
  route(app, 'GET /users/:id/orders', ({ user, params, query }) =>
    orders.workedOn(user, params.id, resolveListQuery(RESOURCES.orders, query)),
  );
  route(app, 'GET /users/:id/requestedOrders', ({ user, params, query }) =>
    orders.requested(user, params.id, resolveListQuery(RESOURCES.orders, query)),
  );
}
