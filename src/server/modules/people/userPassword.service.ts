import { isManager } from '../../../shared/domain/permissions';
import type { AuthUser } from '../../plugins/auth';
import { forbidden, notFound } from '../../plugins/httpErrors';
import type { UserPasswordRepository } from './userPassword.repository';

/**
 * POST /users/{id}/password: a manager (or anyone with users.update) sets another user's
 * password from the edit screen, in one transaction. The user's sessions end (the caller's
 * own stays when they set their own) and their reset and invitation links stop working. Only
 * a manager sets a manager's password, so users.update never opens a manager's account.
 */
export class UserPasswordService {
  constructor(
    private readonly repo: UserPasswordRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async set(caller: AuthUser, sessionId: number | null, userId: number, password: string): Promise<void> {
    await this.repo.transaction(async (tx) => {
      const target = await tx.findUser(userId);
      if (!target) throw notFound(`users #${userId} was not found.`);
      if (isManager(target) && !isManager(caller)) {
        throw forbidden("Only a manager may set a manager's password.", { resource: 'users', action: 'update' });
      }
      await tx.setPassword(userId, password);
      await tx.endSessions(userId, userId === caller.id ? (sessionId ?? undefined) : undefined);
      await tx.revokeLinks(userId, this.now());
      await tx.audit({
        userId: caller.id,
        action: 'password',
        resource: 'users',
        recordId: userId,
        summary: `password of ${target.email} set by ${caller.email}`,
      });
    });
  }
}
