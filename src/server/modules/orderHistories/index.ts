import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/connection';
import { orderHistoriesRoutes } from './orderHistories.routes';
import { OrderHistoriesService } from './orderHistories.service';
import { WorkflowService } from './workflow.service';

export interface OrderHistoriesModuleOptions {
  readonly db: Db;
}

/**
 * The order workflow and its history (spec sections 4 and 7): GET /orderHistories (+ /me,
 * /on-pd), POST /orderHistories, POST /orderHistories/force, PUT /orderHistories/{id},
 * POST /orders/{id}/reopen. Register inside /api/v1 before the generic engine.
 */
export const orderHistoriesModule: FastifyPluginCallback<OrderHistoriesModuleOptions> = (app, { db }, done) => {
  orderHistoriesRoutes(app, new OrderHistoriesService(db), new WorkflowService(db));
  done();
};
