import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../db/audit';
import { testUser } from '../../plugins/testUsers';
import type { PasswordTarget, UserPasswordRepository } from './userPassword.repository';
import { UserPasswordService } from './userPassword.service';

/** Setting another user's password, with an in-memory repository. */

const manager = testUser();
const hr = testUser({ id: 2, scope: 'staff', permission: { users: ['update'] } });

class FakePasswords implements UserPasswordRepository {
  users: PasswordTarget[] = [
    { id: 1, email: 'manager@x.io', scope: 'manager' },
    { id: 7, email: 'designer@x.io', scope: 'staff' },
  ];
  done: string[] = [];
  audited: AuditEntry[] = [];
  transactions = 0;
  transaction<T>(work: (tx: UserPasswordRepository) => Promise<T>): Promise<T> {
    this.transactions += 1;
    return work(this);
  }
  findUser(id: number) {
    return Promise.resolve(this.users.find((u) => u.id === id) ?? null);
  }
  setPassword(userId: number) {
    this.done.push(`password ${userId}`);
    return Promise.resolve();
  }
  endSessions(userId: number, keep?: number) {
    this.done.push(`sessions ${userId}${keep === undefined ? '' : ` but ${keep}`}`);
    return Promise.resolve();
  }
  revokeLinks(userId: number) {
    this.done.push(`links ${userId}`);
    return Promise.resolve();
  }
  audit(entry: AuditEntry) {
    this.audited.push(entry);
    return Promise.resolve();
  }
}

describe('UserPasswordService', () => {
  it('sets the password, ends the sessions and links, and audits it, in one transaction', async () => {
    const repo = new FakePasswords();
    await new UserPasswordService(repo).set(hr, 40, 7, 'N3w-password!');
    expect(repo.transactions).toBe(1);
    expect(repo.done).toEqual(['password 7', 'sessions 7', 'links 7']);
    expect(repo.audited).toEqual([
      expect.objectContaining({
        action: 'password',
        recordId: 7,
        summary: 'password of designer@x.io set by manager@x.io',
      }),
    ]);
  });

  it('keeps the caller’s own session when they set their own password', async () => {
    const repo = new FakePasswords();
    await new UserPasswordService(repo).set(manager, 40, 1, 'N3w-password!');
    expect(repo.done).toContain('sessions 1 but 40');
  });

  it('lets only a manager set a manager’s password, and answers 404 for nobody', async () => {
    const repo = new FakePasswords();
    const service = new UserPasswordService(repo);
    await expect(service.set(hr, 40, 1, 'N3w-password!')).rejects.toMatchObject({ statusCode: 403 });
    await expect(service.set(manager, 40, 9, 'N3w-password!')).rejects.toMatchObject({ statusCode: 404 });
    expect(repo.done).toEqual([]);
  });
});
