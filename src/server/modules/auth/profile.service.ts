import { badRequest, forbidden, notFound } from '../../plugins/httpErrors';
import type { AuthUser } from '../../plugins/auth';
import type { z } from 'zod';
import { OUTSOURCE_PROFILE_FIELDS, type profileBody, type profileSchema } from '../../../shared/api/endpoints/auth';
import { RESOURCES } from '../../../shared/domain/resources';
import { changedFields } from '../../db/fieldChanges';
import type { AuthDeps } from './deps';
import type { UserRow } from './users.repository';

/** The signed-in user as GET /users/me answers: no secrets, with `role: {id, name}`. */
export type Profile = z.output<typeof profileSchema>;

async function toProfile(deps: AuthDeps, row: UserRow): Promise<Profile> {
  const role = row.roleId === null ? null : await deps.repo.findRole(row.roleId);
  // The response schema leaves out the secret columns (password hash, Trello key and token).
  return { ...row, role: role ? { id: role.id, name: role.name } : null };
}

/** The user's own profile (GET /users/me). */
export async function getProfile(deps: AuthDeps, userId: number): Promise<Profile> {
  const row = await deps.repo.findUserById(userId);
  if (!row) throw notFound('There is no such user.');
  return toProfile(deps, row);
}

/** Updates the caller's own profile; outsourced users may change only their Trello key and token. */
export async function updateProfile(
  deps: AuthDeps,
  user: AuthUser,
  changes: z.output<typeof profileBody>,
): Promise<Profile> {
  const keys = Object.keys(changes);
  if (keys.length === 0) throw badRequest('Send at least one field to change.');
  if (user.isOutsource) {
    const refused = keys.filter((k) => !OUTSOURCE_PROFILE_FIELDS.includes(k));
    if (refused.length > 0) {
      throw forbidden(`Outsourced users may change only their Trello key and token, not: ${refused.join(', ')}.`, {
        fields: refused,
      });
    }
  }
  const row = await deps.repo.transaction(async (tx) => {
    const before = await tx.findUserById(user.id);
    const after = await tx.updateUser(user.id, changes);
    if (!after || !before) throw notFound('There is no such user.');
    await tx.audit({
      userId: user.id,
      action: 'update',
      resource: 'users',
      recordId: user.id,
      summary: 'own profile changed',
      ...changedFields(RESOURCES.users, before, after),
    });
    return after;
  });
  return toProfile(deps, row);
}
