import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/connection';
import type { ResourceService } from '../../resources/index';
import { drizzleWorkingRegistersRepository } from './workingRegisters.repository';
import { workingRegistersRoutes } from './workingRegisters.routes';
import { WorkingRegistersService } from './workingRegisters.service';

export interface WorkingRegistersModuleOptions {
  readonly db: Db;
  readonly resources: ResourceService;
}

/**
 * Working registers (spec sections 5 and 7): the list with its role filter, one person's
 * registers, createMany, and create and update with the hours computed by the server. The
 * engine serves the rest (GET /workingRegisters/me included). Register before the engine.
 */
export const workingRegistersModule: FastifyPluginCallback<WorkingRegistersModuleOptions> = (
  app,
  { db, resources },
  done,
) => {
  workingRegistersRoutes(app, new WorkingRegistersService(drizzleWorkingRegistersRepository(db)), resources);
  done();
};
