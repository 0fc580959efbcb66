import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contractRoutes';
import { forbidden } from '../../plugins/httpErrors';
import type { AuthDeps } from './deps';
import { permissionsView, resetPermissions, setPermissions } from './permissions.service';
import { createSsoKey } from './sso';

/** The permission matrix and the finance site's single-sign-on key. */
export function permissionsRoutes(app: FastifyInstance, deps: AuthDeps): void {
  route(app, 'GET /auth/permissions', ({ user, query }) => permissionsView(deps, user, query.userId));
  route(app, 'POST /auth/permissions', ({ user, body }) => setPermissions(deps, user, body.userId, body.permission));
  route(app, 'POST /auth/permissions/default', ({ user, body }) => resetPermissions(deps, user, body.userId));
  route(app, 'GET /auth/sso-key', ({ user }) => {
    if (user.isOutsource) return Promise.reject(forbidden('Outsourced users cannot open the finance site.'));
    return Promise.resolve(createSsoKey(deps.ssoSecret, user.id, deps.now()));
  });
}
