import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../plugins/httpErrors';
import { requireUser } from '../../plugins/auth';
import { permissionsQuery } from './bodies';
import { permissionsBody, permissionsDefaultBody } from '../../../shared/domain/validation';
import type { AuthDeps } from './deps';
import { permissionsView, resetPermissions, setPermissions } from './permissions.service';
import { createSsoKey } from './sso';

/** The permission matrix and the finance site's single-sign-on key. */
export function permissionsRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.get('/auth/permissions', async (request) => {
    const caller = requireUser(request);
    return permissionsView(deps, caller, permissionsQuery.parse(request.query).userId);
  });

  app.post('/auth/permissions', async (request) => {
    const caller = requireUser(request);
    const input = permissionsBody.parse(request.body);
    return setPermissions(deps, caller, input.userId, input.permission);
  });

  app.post('/auth/permissions/default', async (request) => {
    const caller = requireUser(request);
    return resetPermissions(deps, caller, permissionsDefaultBody.parse(request.body).userId);
  });

  app.get('/auth/sso-key', (request) => {
    const user = requireUser(request);
    if (user.isOutsource) throw forbidden('Outsourced users cannot open the finance site.');
    return createSsoKey(deps.ssoSecret, user.id, deps.now());
  });
}
