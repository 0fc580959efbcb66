import { isManager } from '../../../shared/domain/permissions';
import { writeAudit } from '../../db/audit';
import type { AuthUser } from '../../plugins/auth';
import { forbidden, notFound } from '../../plugins/httpErrors';
import type { Db } from '../../db/connection';
import { revokeAuthTokens } from '../auth/authTokens.repository';
import { hashPassword } from '../auth/password';
import { deleteUserSessions } from '../auth/sessions.repository';
import { findUserById, updateUser } from '../auth/users.repository';

/**
 * POST /users/{id}/password: a manager (or anyone with users.update) sets another user's
 * password from the edit screen. The user's sessions end (the caller's own stays when they
 * set their own) and their reset and invitation links stop working. Only a manager sets a
 * manager's password, so users.update never opens a manager's account.
 */
export async function setUserPassword(
  deps: { readonly db: Db; readonly now: () => Date },
  caller: AuthUser,
  sessionId: number | null,
  userId: number,
  password: string,
): Promise<void> {
  const target = await findUserById(deps.db, userId);
  if (!target) throw notFound(`users #${userId} was not found.`);
  if (isManager(target) && !isManager(caller)) {
    throw forbidden("Only a manager may set a manager's password.", { resource: 'users', action: 'update' });
  }
  await updateUser(deps.db, userId, { password: await hashPassword(password) });
  await deleteUserSessions(deps.db, userId, userId === caller.id ? (sessionId ?? undefined) : undefined);
  await revokeAuthTokens(deps.db, userId, deps.now());
  await writeAudit(deps.db, [
    {
      userId: caller.id,
      action: 'password',
      resource: 'users',
      recordId: userId,
      summary: `password of ${target.email} set by ${caller.email}`,
    },
  ]);
}
