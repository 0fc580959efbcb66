import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/connection';
import type { ResourceService } from '../../resources/index';
import { paymentsRoutes } from './payments.routes';
import { drizzlePaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

export interface PaymentsModuleOptions {
  readonly db: Db;
  readonly resources: ResourceService;
}

/**
 * POST /payments (orders gathered, none paid twice), GET /payments/unpaidOrders,
 * POST /payments/{id}/confirm and the designer and customer lists of spec section 7; the
 * generic engine serves the rest. Register inside /api/v1 before it.
 */
export const paymentsModule: FastifyPluginCallback<PaymentsModuleOptions> = (app, { db, resources }, done) => {
  paymentsRoutes(app, new PaymentsService(drizzlePaymentsRepository(db), resources));
  done();
};
