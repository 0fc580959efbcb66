import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../../shared/domain/resources';
import { route } from '../../plugins/contractRoutes';
import { resolveListQuery } from '../../resources/index';
import type { UserOrdersService } from './userOrders.service';
import type { UserPasswordService } from './userPassword.service';

const PASSWORD_SET = 'Password has been set';

/** A user's page: their password (the edit screen's dialog) and their order tabs. */
export function peopleRoutes(app: FastifyInstance, passwords: UserPasswordService, orders: UserOrdersService): void {
  route(app, 'POST /users/:id/password', async ({ user, params, body, request }) => {
    await passwords.set(user, request.sessionId, params.id, body.password);
    return { success: true, message: PASSWORD_SET };
  });
  route(app, 'GET /users/:id/orders', ({ user, params, query }) =>
    orders.workedOn(user, params.id, resolveListQuery(RESOURCES.orders, query)),
  );
  route(app, 'GET /users/:id/requestedOrders', ({ user, params, query }) =>
    orders.requested(user, params.id, resolveListQuery(RESOURCES.orders, query)),
  );
}
