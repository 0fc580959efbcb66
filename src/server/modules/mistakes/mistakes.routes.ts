import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contractRoutes';
import type { MistakesService } from './mistakes.service';

export function mistakesRoutes(app: FastifyInstance, service: MistakesService): void {
  route(app, 'PUT /mistakeRecords/:id/accept', ({ user, params }) => service.accept(user, params.id));
}
