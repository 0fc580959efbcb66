import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/connection';
import { OrderFieldsService } from './orderFields.service';
import { OrderListsService } from './orderLists.service';
import { ordersRoutes } from './orders.routes';
import { OrdersService } from './orders.service';
import { RecommendDesignerService } from './recommendDesigner.service';

export interface OrdersModuleOptions {
  readonly db: Db;
}

/**
 * Order calls beyond the generic engine (spec section 7): create with its first history
 * entry, clone, orders/me, orders/on-pd, the single-field edits and recommendDesigner.
 * Register inside /api/v1 before the generic engine.
 */
export const ordersModule: FastifyPluginCallback<OrdersModuleOptions> = (app, { db }, done) => {
  ordersRoutes(app, {
    orders: new OrdersService(db),
    fields: new OrderFieldsService(db),
    lists: new OrderListsService(db),
    recommend: new RecommendDesignerService(db),
  });
  done();
};
