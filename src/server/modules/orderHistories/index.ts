import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/connection';
import type { ResourceService } from '../../resources/index';
import { orderHistoriesRoutes } from './orderHistories.routes';
import { OrderHistoriesService } from './orderHistories.service';
import { drizzleWorkflowRepository } from './workflow.repository';
import { WorkflowService } from './workflow.service';

export interface OrderHistoriesModuleOptions {
  readonly db: Db;
  readonly resources: ResourceService;
}

/**
 * The order workflow and its history (spec sections 4 and 7): GET /orderHistories (+ /me,
 * /on-pd), POST /orderHistories, POST /orderHistories/force, PUT /orderHistories/{id},
 * POST /orders/{id}/reopen. Register inside /api/v1 before the generic engine.
 */
export const orderHistoriesModule: FastifyPluginCallback<OrderHistoriesModuleOptions> = (
  app,
  { db, resources },
  done,
) => {
  orderHistoriesRoutes(app, new OrderHistoriesService(resources), new WorkflowService(drizzleWorkflowRepository(db)));
  done();
};
