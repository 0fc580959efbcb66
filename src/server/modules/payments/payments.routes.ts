import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../../shared/domain/resources';
import { route } from '../../plugins/contractRoutes';
import { resolveListQuery } from '../../resources/index';
import type { PaymentsService } from './payments.service';

const def = RESOURCES.payments;

/** The payment calls of spec section 7 and the gathering of a new payment. */
export function paymentsRoutes(app: FastifyInstance, service: PaymentsService): void {
  route(app, 'POST /payments', ({ user, body }) => service.create(user, body));
  route(app, 'GET /payments/unpaidOrders', ({ user, query }) => service.unpaidOrders(user, query));
  route(app, 'POST /payments/:id/confirm', ({ user, params }) => service.confirm(user, params.id));
  route(app, 'GET /payments/designers/:clientId', ({ user, params, query }) =>
    service.listOf(user, 'DESIGNER', params.clientId, resolveListQuery(def, query)),
  );
  route(app, 'GET /payments/customers/:clientId', ({ user, params, query }) =>
    service.listOf(user, 'customer', params.clientId, resolveListQuery(def, query)),
  );
}
