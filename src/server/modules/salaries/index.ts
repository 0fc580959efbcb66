import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/connection';
import { drizzleSalariesRepository } from './salaries.repository';
import { salariesRoutes } from './salaries.routes';
import { SalariesService } from './salaries.service';

export { SalariesService } from './salaries.service';
export { drizzleSalariesRepository } from './salaries.repository';

export interface SalariesModuleOptions {
  readonly db: Db;
}

/**
 * The payroll: POST /salaryHistories/compute and POST /salaryInfos/{id}/close. The engine
 * serves the rest (salary rows are read-only there; GET /salaryHistories/me lists one's own).
 * Register inside /api/v1 before the engine.
 */
export const salariesModule: FastifyPluginCallback<SalariesModuleOptions> = (app, { db }, done) => {
  salariesRoutes(app, new SalariesService(drizzleSalariesRepository(db)));
  done();
};
