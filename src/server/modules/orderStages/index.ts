import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/connection';
import type { ResourceService } from '../../resources/index';
import { LateStageNotifier, startLateChecks } from './lateNotices';
import { drizzleOrderStagesRepository } from './orderStages.repository';
import { orderStagesRoutes } from './orderStages.routes';
import { OrderStagesService } from './orderStages.service';

export { LateStageNotifier } from './lateNotices';
export { drizzleOrderStagesRepository } from './orderStages.repository';

export interface OrderStagesModuleOptions {
  readonly db: Db;
  readonly resources: ResourceService;
  /** Between two looks for orders late at their stage; unset, the server never looks. */
  readonly lateCheckMs?: number;
}

/**
 * Deadlines per stage (issue 12): GET /orders with `heldBy`, GET /orders/lateHandoffs, and,
 * with `lateCheckMs`, the look that announces each order late at its stage once (a `late`
 * audit event, heard by the live events). Register inside /api/v1 before the generic engine.
 */
export const orderStagesModule: FastifyPluginCallback<OrderStagesModuleOptions> = (
  app,
  { db, resources, lateCheckMs },
  done,
) => {
  const repo = drizzleOrderStagesRepository(db);
  orderStagesRoutes(app, new OrderStagesService(resources, repo));
  if (lateCheckMs !== undefined && lateCheckMs > 0) {
    const notifier = new LateStageNotifier(repo);
    const stop = startLateChecks({
      intervalMs: lateCheckMs,
      check: () => notifier.check(),
      onError: (error) => app.log.error({ err: error }, 'looking for orders late at their stage failed'),
    });
    app.addHook('onClose', stop);
  }
  done();
};
