import type { FastifyPluginCallback } from 'fastify';
import { RESOURCES } from '../../../shared/domain/resources';
import type { Db } from '../../db/connection';
import type { ResourceService } from '../../resources/index';
import { sanitizeHtml } from './htmlSanitizer';
import { drizzleOrderChangesRepository } from './orderChanges.repository';
import { OrderChangesService } from './orderChanges.service';
import { OrderFieldsService } from './orderFields.service';
import { OrderListsService } from './orderLists.service';
import { ordersRoutes } from './orders.routes';
import { drizzleOrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { drizzleRecommendDesignerRepository } from './recommendDesigner.repository';
import { RecommendDesignerService } from './recommendDesigner.service';

export { sanitizeHtml } from './htmlSanitizer';
export { AlreadyImportedError, type ImportedOrder, type OrdersService } from './orders.service';

/** Order creation (POST /orders and its clones, and orders imported from elsewhere) on a database. */
export const ordersService = (db: Db, resources: ResourceService): OrdersService =>
  new OrdersService(
    drizzleOrdersRepository(db),
    (user, values) => resources.assertReachable(user, RESOURCES.orders, values),
    sanitizeHtml,
  );

export interface OrdersModuleOptions {
  readonly db: Db;
  readonly resources: ResourceService;
}

/**
 * Order calls beyond the generic engine (spec section 7): create with its first history
 * entry, clone, orders/me, orders/on-pd, the single-field edits, recommendDesigner and the
 * order's changes from the audit trail.
 * Register inside /api/v1 before the generic engine.
 */
export const ordersModule: FastifyPluginCallback<OrdersModuleOptions> = (app, { db, resources }, done) => {
  ordersRoutes(app, {
    orders: ordersService(db, resources),
    fields: new OrderFieldsService(drizzleOrdersRepository(db), sanitizeHtml),
    lists: new OrderListsService(resources),
    recommend: new RecommendDesignerService(drizzleRecommendDesignerRepository(db)),
    changes: new OrderChangesService(resources, drizzleOrderChangesRepository(db)),
  });
  done();
};
