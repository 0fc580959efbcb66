import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../../shared/domain/resources';
import { route } from '../../plugins/contractRoutes';
import { resolveListQuery } from '../../resources/index';
import type { MistakesService } from './mistakes.service';

export function mistakesRoutes(app: FastifyInstance, service: MistakesService): void {
  route(app, 'GET /mistakeRecords/me', ({ user, query }) =>
    service.mine(user, resolveListQuery(RESOURCES.mistakeRecords, query)),
  );
  route(app, 'PUT /mistakeRecords/:id/accept', ({ user, params }) => service.accept(user, params.id));
}
