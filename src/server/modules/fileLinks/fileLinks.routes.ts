import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contractRoutes';
import type { FileLinksService } from './fileLinks.service';

export function fileLinksRoutes(app: FastifyInstance, service: FileLinksService): void {
  route(app, 'POST /file/render', ({ user, body }) => service.render(user, body.link, body.orderId));
  route(app, 'POST /file/createLink', ({ user, body }) => service.createLink(user, body.email, body.orderId));
  route(app, 'GET /file/links', ({ user, query }) => service.list(user, query.orderId));
  route(app, 'POST /file/links/:id/revoke', ({ user, params }) => service.revoke(user, params.id));
}
