import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contractRoutes';
import type { SalariesService } from './salaries.service';

/** Computing a month's salaries and closing it. */
export function salariesRoutes(app: FastifyInstance, salaries: SalariesService): void {
  route(app, 'POST /salaryHistories/compute', ({ user, body }) => salaries.compute(user, body.dateMonth));
  route(app, 'POST /salaryInfos/:id/close', ({ user, params }) => salaries.close(user, params.id));
}
