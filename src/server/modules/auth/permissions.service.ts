import { forbidden, notFound } from '../../plugins/httpErrors';
import type { AuthUser } from '../../plugins/auth';
import { can, sanitizePermissionMap } from '../../../shared/domain/permissions';
import type { AuthDeps } from './deps';
import type { PermissionEntry } from '../../../shared/api/endpoints/auth';
import { permissionCatalogue, permissionWords } from './permissionCatalogue';
import { defaultPermissionsFor } from './defaultPermissions';
import type { UserRow } from './users.repository';

/** Answer of GET /auth/permissions. */
export interface PermissionsView {
  readonly stringtoWord: Record<string, string>;
  readonly permissions: PermissionEntry[];
  readonly userPermission?: Record<string, string[]>;
}

const mayRead = (user: AuthUser, userId: number) =>
  user.id === userId || can(user, 'permissions', 'update') || can(user, 'permissions', 'get');

async function existingUser(deps: AuthDeps, userId: number) {
  const target = await deps.repo.findUserById(userId);
  if (!target) throw notFound(`There is no user ${userId}.`);
  return target;
}

/** The matrix groups and words, plus one user's map when `userId` is asked and the caller may read it. */
export async function permissionsView(deps: AuthDeps, caller: AuthUser, userId?: number): Promise<PermissionsView> {
  const view = { stringtoWord: permissionWords(), permissions: permissionCatalogue() };
  if (userId === undefined) return view;
  if (!mayRead(caller, userId))
    throw forbidden('Missing permission: permissions.get', { resource: 'permissions', action: 'get' });
  const target = await existingUser(deps, userId);
  return {
    ...view,
    userPermission: sanitizePermissionMap(target.permission ?? {}),
  };
}

/** Stores the map and records who changed whose permissions, from what to what. */
async function store(deps: AuthDeps, caller: AuthUser, target: UserRow, permission: Record<string, string[]>) {
  await deps.repo.transaction(async (tx) => {
    await tx.updateUser(target.id, { permission });
    await tx.audit({
      userId: caller.id,
      action: 'permission',
      resource: 'users',
      recordId: target.id,
      summary: `permissions of ${target.email} changed`,
      before: { permission: target.permission ?? {} },
      after: { permission },
    });
  });
  return { userId: target.id, permission };
}

/** Replaces a user's permission map, keeping only real resources and action keys. */
export async function setPermissions(
  deps: AuthDeps,
  caller: AuthUser,
  userId: number,
  map: Readonly<Record<string, unknown>>,
) {
  const target = await existingUser(deps, userId);
  return store(deps, caller, target, sanitizePermissionMap(map));
}

/** Resets a user's map to their default: their role's map joined with their user type's. */
export async function resetPermissions(deps: AuthDeps, caller: AuthUser, userId: number) {
  const target = await existingUser(deps, userId);
  return store(deps, caller, target, await defaultPermissionsFor(deps.repo, target));
}
