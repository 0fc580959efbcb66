import type { FastifyInstance } from 'fastify';
import { RESOURCES } from '../../../shared/domain/resources';
import { route } from '../../plugins/contractRoutes';
import { resolveListQuery, type ResourceService } from '../../resources/index';
import { ofUsersInRoles } from './workingRegisters.repository';
import type { WorkingRegistersService } from './workingRegisters.service';

/** The working-register calls of spec section 7 that the engine does not serve. */
export function workingRegistersRoutes(
  app: FastifyInstance,
  registers: WorkingRegistersService,
  resources: ResourceService,
): void {
  route(app, 'GET /workingRegisters', ({ user, query: { roleId, ...query } }) =>
    resources.listOf(user, 'workingRegisters', resolveListQuery(RESOURCES.workingRegisters, query), {
      where: roleId ? ofUsersInRoles(roleId) : undefined,
    }),
  );
  route(app, 'GET /workingRegisters/user', ({ user, query }) => registers.ofUser(user, query));
  route(app, 'POST /workingRegisters/createMany', ({ user, body }) => registers.createMany(user, body));
  route(app, 'POST /workingRegisters', ({ user, body }) => registers.create(user, body));
  route(app, 'PUT /workingRegisters/:id', ({ user, params, body }) => registers.update(user, params.id, body));
}
