import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contractRoutes';
import { forbidden } from '../../plugins/httpErrors';
import type { AuthDeps } from './deps';
import { permissionsView, resetPermissions, setPermissions } from './permissions.service';
import { createSsoKey, financeLink } from './sso';
import { ORDER_FEATURES } from '../../../shared/domain/orderStatus';
import { isCustomerUser } from '../../../shared/domain/roles';

/** The permission matrix, the finance site's single-sign-on key and the app's configuration. */
export function permissionsRoutes(app: FastifyInstance, deps: AuthDeps): void {
  route(app, 'GET /auth/permissions', ({ user, query }) => permissionsView(deps, user, query.userId));
  route(app, 'POST /auth/permissions', ({ user, body }) => setPermissions(deps, user, body.userId, body.permission));
  route(app, 'POST /auth/permissions/default', ({ user, body }) => resetPermissions(deps, user, body.userId));
  route(app, 'GET /auth/sso-key', ({ user }) => {
    if (user.isOutsource) return Promise.reject(forbidden('Outsourced users cannot open the finance site.'));
    if (isCustomerUser(user)) return Promise.reject(forbidden('Customer users cannot open the finance site.'));
    const { key, expiresAt } = createSsoKey(deps.ssoSecret, user.id, deps.now());
    return Promise.resolve({ key, expiresAt, url: deps.financeUrl ? financeLink(deps.financeUrl, key) : null });
  });
  route(app, 'GET /app/config', ({ user }) =>
    Promise.resolve({
      orderFeatures: [...ORDER_FEATURES],
      financeSite: deps.financeUrl !== null && !user.isOutsource && !isCustomerUser(user),
    }),
  );
}
