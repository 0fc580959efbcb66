import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { parseId } from '../../resources/resource.routes';
import type { MistakesService } from './mistakes.service';

export function mistakesRoutes(app: FastifyInstance, service: MistakesService): void {
  app.get('/mistakeRecords/me', (request) =>
    service.mine(requireUser(request), request.query as Record<string, unknown>),
  );
  app.put('/mistakeRecords/:id/accept', (request) => service.accept(requireUser(request), parseId(request)));
}
