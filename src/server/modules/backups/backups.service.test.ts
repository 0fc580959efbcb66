import { describe, expect, it } from 'vitest';
import type { BackupEntry } from '../../db/backup/index';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/httpErrors';
import { BackupsService, type BackupStore } from './backups.service';

const user = (scope: string): AuthUser => ({
  id: 7,
  scope,
  isOutsource: false,
  permission: scope === 'manager' ? null : { orders: ['get', 'create'], users: ['get'] },
  email: 'x@demo.local',
  displayName: 'X',
  roleId: 1,
  customerId: null,
});
const manager = user('manager');
const staff = user('staff');

/** A backups folder in memory; `take` resolves when the test says so. */
class FakeStore implements BackupStore {
  entries: BackupEntry[] = [];
  running = 0;
  mostAtOnce = 0;
  private finish: (() => void)[] = [];

  list() {
    return Promise.resolve([...this.entries]);
  }
  async take() {
    this.running += 1;
    this.mostAtOnce = Math.max(this.mostAtOnce, this.running);
    await new Promise<void>((resolve) => this.finish.push(resolve));
    this.running -= 1;
    const entry = { name: `backup-${this.entries.length}.tar.gz`, size: 1, createdAt: new Date() };
    this.entries.unshift(entry);
    return entry;
  }
  /** Lets the running backup finish. */
  async release() {
    for (let i = 0; i < 10 && this.finish.length === 0; i++) await Promise.resolve();
    this.finish.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const statusOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof HttpError ? error.statusCode : 'other';
  }
  return 'none';
};

describe('BackupsService', () => {
  it('lets a manager list and take backups', async () => {
    const store = new FakeStore();
    const service = new BackupsService(store);
    const taken = service.create(manager);
    await store.release();
    expect(await taken).toMatchObject({ name: 'backup-0.tar.gz' });
    expect(await service.list(manager)).toHaveLength(1);
  });

  it('refuses anyone else with 403, before touching the folder', () => {
    const store = new FakeStore();
    const service = new BackupsService(store);
    expect(statusOf(() => service.list(staff))).toBe(403);
    expect(statusOf(() => service.create(staff))).toBe(403);
    expect(statusOf(() => service.create({ ...staff, scope: 'customer' }))).toBe(403);
    expect(store.running).toBe(0);
  });

  it('takes one backup at a time: a second request waits for the first', async () => {
    const store = new FakeStore();
    const service = new BackupsService(store);
    const first = service.takeNow();
    const second = service.create(manager);
    await store.release();
    await store.release();
    expect((await Promise.all([first, second])).map((e) => e.name)).toEqual(['backup-0.tar.gz', 'backup-1.tar.gz']);
    expect(store.mostAtOnce).toBe(1);
  });

  it('goes on after a failed backup', async () => {
    const store = new FakeStore();
    store.take = () => Promise.reject(new Error('disk full'));
    const service = new BackupsService(store);
    await expect(service.takeNow()).rejects.toThrow('disk full');
    await expect(service.idle()).resolves.toBeUndefined();
  });
});
