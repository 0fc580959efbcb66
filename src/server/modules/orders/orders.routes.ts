import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { parseId } from '../../resources/resource.routes';
import { FIELD_EDITS, type FieldEditName, type OrderFieldsService } from './orderFields.service';
import type { OrderListsService } from './orderLists.service';
import { recommendBody } from './orders.bodies';
import type { OrdersService } from './orders.service';
import type { RecommendDesignerService } from './recommendDesigner.service';

type Query = Record<string, unknown>;

export interface OrdersServices {
  readonly orders: OrdersService;
  readonly fields: OrderFieldsService;
  readonly lists: OrderListsService;
  readonly recommend: RecommendDesignerService;
}

/** The custom order calls of spec section 7. */
export function ordersRoutes(app: FastifyInstance, s: OrdersServices): void {
  app.post('/orders', async (request, reply) =>
    reply.status(201).send(await s.orders.create(requireUser(request), request.body)),
  );
  app.post('/orders/:id/clone', async (request, reply) =>
    reply.status(201).send(await s.orders.clone(requireUser(request), parseId(request))),
  );
  app.get('/orders/me', (request) => s.lists.me(requireUser(request), request.query as Query));
  app.get('/orders/on-pd', (request) => s.lists.onPd(requireUser(request), request.query as Query));
  app.post('/orders/recommendDesigner', (request) => {
    const user = requireUser(request);
    return s.recommend.recommend(user, recommendBody.parse(request.body ?? undefined));
  });
  for (const name of Object.keys(FIELD_EDITS) as FieldEditName[]) {
    app.put(`/orders/${name}`, (request) => s.fields.edit(requireUser(request), name, request.body));
  }
}
