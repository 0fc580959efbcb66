import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../../shared/domain/resources';
import { route } from '../../plugins/contractRoutes';
import { resolveListQuery } from '../../resources/index';
import type { CommentsService } from './comments.service';

/** Create, author-only edit and delete for each comment kind, plus the order and "me" lists. */
export function commentsRoutes(app: FastifyInstance, service: CommentsService): void {
  route(app, 'POST /comments', ({ user, body }) => service.create(user, 'comments', body));
  route(app, 'PUT /comments/:id', ({ user, params, body }) => service.update(user, 'comments', params.id, body));
  route(app, 'DELETE /comments/:id', ({ user, params }) => service.remove(user, 'comments', params.id));
  route(app, 'POST /customerComments', ({ user, body }) => service.create(user, 'customerComments', body));
  route(app, 'PUT /customerComments/:id', ({ user, params, body }) =>
    service.update(user, 'customerComments', params.id, body),
  );
  route(app, 'DELETE /customerComments/:id', ({ user, params }) => service.remove(user, 'customerComments', params.id));
  route(app, 'POST /userComments', ({ user, body }) => service.create(user, 'userComments', body));
  route(app, 'PUT /userComments/:id', ({ user, params, body }) =>
    service.update(user, 'userComments', params.id, body),
  );
  route(app, 'DELETE /userComments/:id', ({ user, params }) => service.remove(user, 'userComments', params.id));
  route(app, 'GET /customerComments/order/:orderId', ({ user, params, query }) =>
    service.byOrder(user, params.orderId, resolveListQuery(RESOURCES.customerComments, query)),
  );
}
