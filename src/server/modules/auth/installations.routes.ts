import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { notFound } from '../../plugins/httpErrors';
import { idParams } from './bodies';
import { installationBody } from '../../../shared/domain/validation';
import type { AuthDeps } from './deps';
import { deleteOwnInstallation, insertInstallation } from './installations.repository';

/** Push-notification installations of the signed-in user's devices. */
export function installationsRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.post('/installations', async (request, reply) => {
    const user = requireUser(request);
    const row = await insertInstallation(deps.db, user.id, installationBody.parse(request.body).oneSignalUserId);
    return reply.code(201).send(row);
  });

  app.delete('/installations/:id', async (request) => {
    const user = requireUser(request);
    const { id } = idParams.parse(request.params);
    if (!(await deleteOwnInstallation(deps.db, id, user.id)))
      throw notFound(`There is no installation ${id} of yours.`);
    return { success: true };
  });
}
