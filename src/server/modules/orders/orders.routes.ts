import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contractRoutes';
import { resolveListQuery } from '../../resources/index';
import { RESOURCES } from '../../../shared/domain/resources';
import { CHANGES_ORDER_BY, type OrderChangesService } from './orderChanges.service';
import type { OrderFieldsService } from './orderFields.service';
import type { OrderListsService } from './orderLists.service';
import type { OrdersService } from './orders.service';
import type { RecommendDesignerService } from './recommendDesigner.service';

export interface OrdersServices {
  readonly orders: OrdersService;
  readonly fields: OrderFieldsService;
  readonly lists: OrderListsService;
  readonly recommend: RecommendDesignerService;
  readonly changes: OrderChangesService;
}

const orders = RESOURCES.orders;

/** The custom order calls of spec section 7. */
export function ordersRoutes(app: FastifyInstance, s: OrdersServices): void {
  route(app, 'POST /orders', ({ user, body }) => s.orders.create(user, body));
  route(app, 'POST /orders/:id/clone', ({ user, params }) => s.orders.clone(user, params.id));
  route(app, 'POST /orders/:id/renew', ({ user, params }) => s.orders.renew(user, params.id));
  route(app, 'GET /orders/:id/changes', ({ user, params, query }) =>
    s.changes.list(
      user,
      params.id,
      resolveListQuery(RESOURCES.auditEvents, { ...query, orderBy: query.orderBy ?? CHANGES_ORDER_BY }),
    ),
  );
  route(app, 'GET /orders/me', ({ user, query }) => s.lists.me(user, resolveListQuery(orders, query)));
  route(app, 'GET /orders/on-pd', ({ user, query }) =>
    s.lists.onPd(user, resolveListQuery(orders, { ...query, includes: undefined })),
  );
  route(app, 'POST /orders/recommendDesigner', ({ user, body }) => s.recommend.recommend(user, body));
  route(app, 'PUT /orders/paymentStatus', ({ user, body }) => s.fields.edit(user, 'paymentStatus', body));
  route(app, 'PUT /orders/priceOrder', ({ user, body }) => s.fields.edit(user, 'priceOrder', body));
  route(app, 'PUT /orders/customerRequirements', ({ user, body }) => s.fields.edit(user, 'customerRequirements', body));
  route(app, 'PUT /orders/deadline', ({ user, body }) => s.fields.edit(user, 'deadline', body));
  route(app, 'PUT /orders/dealPrice', ({ user, body }) => s.fields.edit(user, 'dealPrice', body));
}
