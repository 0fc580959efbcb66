import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contractRoutes';
import { notFound } from '../../plugins/httpErrors';
import type { AuthDeps } from './deps';

/** Push-notification installations of the signed-in user's devices. */
export function installationsRoutes(app: FastifyInstance, deps: AuthDeps): void {
  route(app, 'POST /installations', ({ user, body }) =>
    deps.installations.insertInstallation(user.id, body.oneSignalUserId),
  );
  route(app, 'DELETE /installations/:id', async ({ user, params }) => {
    if (!(await deps.installations.deleteOwnInstallation(params.id, user.id))) {
      throw notFound(`There is no installation ${params.id} of yours.`);
    }
    return { success: true };
  });
}
