import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contractRoutes';
import { invite } from './account.service';
import type { AuthDeps } from './deps';
import { getProfile, updateProfile } from './profile.service';

/** The signed-in user's own profile, and invitations. */
export function usersRoutes(app: FastifyInstance, deps: AuthDeps): void {
  route(app, 'GET /users/me', ({ user }) => getProfile(deps, user.id));
  route(app, 'PUT /users/me', ({ user, body }) => updateProfile(deps, user, body));
  route(app, 'POST /users/invite', ({ user, body }) => invite(deps, user, body));
}
