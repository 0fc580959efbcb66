import type { FastifyInstance } from 'fastify';
import { requirePermission, requireUser } from '../../plugins/auth';
import { invite } from './account.service';
import { inviteInput, profileInput } from './bodies';
import type { AuthDeps } from './deps';
import { getProfile, updateProfile } from './profile.service';

/** The signed-in user's own profile, and invitations. */
export function usersRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.get('/users/me', async (request) => getProfile(deps, requireUser(request).id));

  app.put('/users/me', async (request) => {
    const user = requireUser(request);
    return updateProfile(deps, user, profileInput.parse(request.body));
  });

  app.post('/users/invite', async (request, reply) => {
    requirePermission(request, 'users', 'create');
    const invited = await invite(deps, inviteInput.parse(request.body));
    return reply.code(201).send(invited);
  });
}
