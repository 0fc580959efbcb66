import { badRequest, forbidden, notFound } from '../../plugins/httpErrors';
import type { AuthUser } from '../../plugins/auth';
import { OUTSOURCE_PROFILE_FIELDS } from './bodies';
import type { AuthDeps } from './deps';
import { findRole, findUserById, updateUser, type UserRow } from './users.repository';

/** Columns never sent back, not even to their owner. */
const HIDDEN = new Set(['password', 'trelloKey', 'trelloToken']);

/** The signed-in user as GET /users/me answers: no secrets, with `role: {id, name}`. */
export type Profile = Record<string, unknown> & {
  readonly id: number;
  readonly role: { id: number; name: string } | null;
};

async function toProfile(deps: AuthDeps, row: UserRow): Promise<Profile> {
  const visible = Object.fromEntries(Object.entries(row).filter(([key]) => !HIDDEN.has(key)));
  const role = row.roleId === null ? null : await findRole(deps.db, row.roleId);
  return { ...visible, id: row.id, role: role ? { id: role.id, name: role.name } : null };
}

export async function getProfile(deps: AuthDeps, userId: number): Promise<Profile> {
  const row = await findUserById(deps.db, userId);
  if (!row) throw notFound('There is no such user.');
  return toProfile(deps, row);
}

/** Updates the caller's own profile; outsourced users may change only their Trello key and token. */
export async function updateProfile(
  deps: AuthDeps,
  user: AuthUser,
  changes: Record<string, unknown>,
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
  const row = await updateUser(deps.db, user.id, changes);
  if (!row) throw notFound('There is no such user.');
  return toProfile(deps, row);
}
