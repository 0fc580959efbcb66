import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../../shared/domain/resources';
import { route } from '../../plugins/contractRoutes';
import { resolveListQuery } from '../../resources/index';
import type { OrderStagesService } from './orderStages.service';

/** GET /orders (the list, with `heldBy`) and GET /orders/lateHandoffs. */
export function orderStagesRoutes(app: FastifyInstance, service: OrderStagesService): void {
  route(app, 'GET /orders', ({ user, query }) => {
    const { heldBy, ...list } = query;
    return service.list(user, resolveListQuery(RESOURCES.orders, list), heldBy);
  });
  route(app, 'GET /orders/lateHandoffs', ({ user }) => service.lateHandoffs(user));
}
