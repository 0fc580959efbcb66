import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contractRoutes';
import { notFound } from '../../plugins/httpErrors';
import type { AuthDeps } from './deps';
import { deleteOwnInstallation, insertInstallation } from './installations.repository';

/** Push-notification installations of the signed-in user's devices. */
export function installationsRoutes(app: FastifyInstance, deps: AuthDeps): void {
  route(app, 'POST /installations', ({ user, body }) => insertInstallation(deps.db, user.id, body.oneSignalUserId));
  route(app, 'DELETE /installations/:id', async ({ user, params }) => {
    if (!(await deleteOwnInstallation(deps.db, params.id, user.id))) {
      throw notFound(`There is no installation ${params.id} of yours.`);
    }
    return { success: true };
  });
}
