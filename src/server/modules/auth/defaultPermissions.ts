import { defaultPermissionMap } from '../../../shared/domain/permissions';
import type { Db } from '../../db/connection';
import { findRole, findUserTypePermission } from './users.repository';

/**
 * The default permission map of a user with this role and user type: the role's map joined
 * with the type's (`defaultPermissionMap`). "Set default by role" and invitations give it.
 */
export async function defaultPermissionsFor(
  db: Db,
  user: { readonly roleId: number | null; readonly userTypeId: number | null },
): Promise<Record<string, string[]>> {
  const [role, userType] = await Promise.all([
    user.roleId === null ? null : findRole(db, user.roleId),
    user.userTypeId === null ? null : findUserTypePermission(db, user.userTypeId),
  ]);
  return defaultPermissionMap(role?.permission, userType);
}
