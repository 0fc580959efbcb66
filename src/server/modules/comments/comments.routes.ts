import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INT_MAX } from '../../../shared/domain/resourceSchema';
import { requireUser } from '../../plugins/auth';
import { badRequest } from '../../plugins/httpErrors';
import { parseId } from '../../resources/resource.routes';
import { COMMENT_RESOURCES, type CommentsService } from './comments.service';

type Query = Record<string, unknown>;

function orderIdOf(request: FastifyRequest): number {
  const raw = (request.params as { orderId?: string }).orderId ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > INT_MAX)
    throw badRequest('The order id must be a positive whole number.');
  return id;
}

/** Create, author-only edit and delete for each comment kind, plus the order and "me" lists. */
export function commentsRoutes(app: FastifyInstance, service: CommentsService): void {
  for (const name of COMMENT_RESOURCES) {
    app.post(`/${name}`, async (request, reply) =>
      reply.status(201).send(await service.create(requireUser(request), name, request.body)),
    );
    app.put(`/${name}/:id`, (request) => service.update(requireUser(request), name, parseId(request), request.body));
    app.delete(`/${name}/:id`, (request) => service.remove(requireUser(request), name, parseId(request)));
  }
  app.get('/customerComments/order/:orderId', (request) =>
    service.byOrder(requireUser(request), orderIdOf(request), request.query as Query),
  );
  app.get('/userComments/me', (request) => service.aboutMe(requireUser(request), request.query as Query));
}
