import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contractRoutes';
import { invite } from './account.service';
import type { AuthDeps } from './deps';
import { getProfile, updateProfile } from './profile.service';
import { setUserPassword } from './userPassword.service';

const PASSWORD_SET = 'Password has been set';

/** The signed-in user's own profile, invitations, and another user's password. */
export function usersRoutes(app: FastifyInstance, deps: AuthDeps): void {
  route(app, 'GET /users/me', ({ user }) => getProfile(deps, user.id));
  route(app, 'PUT /users/me', ({ user, body }) => updateProfile(deps, user, body));
  route(app, 'POST /users/invite', ({ user, body }) => invite(deps, user, body));
  route(app, 'POST /users/:id/password', async ({ user, params, body, request }) => {
    await setUserPassword(deps, user, request.sessionId, params.id, body.password);
    return { success: true, message: PASSWORD_SET };
  });
}
