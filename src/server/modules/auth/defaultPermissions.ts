import { defaultPermissionMap } from '../../../shared/domain/permissions';
import type { UsersRepository } from './users.repository';

/**
 * The default permission map of a user with this role and user type: the role's map joined
 * with the type's (`defaultPermissionMap`). "Set default by role" and invitations give it.
 */
export async function defaultPermissionsFor(
  repo: Pick<UsersRepository, 'findRole' | 'findUserTypePermission'>,
  user: { readonly roleId: number | null; readonly userTypeId: number | null },
): Promise<Record<string, string[]>> {
  const [role, userType] = await Promise.all([
    user.roleId === null ? null : repo.findRole(user.roleId),
    user.userTypeId === null ? null : repo.findUserTypePermission(user.userTypeId),
  ]);
  return defaultPermissionMap(role?.permission, userType);
}
