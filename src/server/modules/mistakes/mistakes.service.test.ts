import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../db/audit';
import { testUser } from '../../plugins/testUsers';
import type { MistakeRecordRow, MistakesRepository } from './mistakes.repository';
import { MistakesService } from './mistakes.service';

/** Accepting a mistake record, with an in-memory repository: by its victim, once. */

const victim = testUser({ id: 7, scope: 'staff', permission: {} });
const manager = testUser();

class FakeMistakes implements MistakesRepository {
  row = { id: 3, victimId: 7, isAccept: false, acceptedAt: null, monetaryFine: 50_000 } as unknown as MistakeRecordRow;
  audited: AuditEntry[] = [];
  transaction<T>(work: (tx: MistakesRepository) => Promise<T>): Promise<T> {
    return work(this);
  }
  find(id: number) {
    return Promise.resolve(id === this.row.id ? this.row : null);
  }
  accept(id: number, victimId: number) {
    if (id !== this.row.id || this.row.victimId !== victimId || this.row.isAccept) return Promise.resolve(null);
    this.row = { ...this.row, isAccept: true, acceptedAt: new Date(5_000) };
    return Promise.resolve(this.row);
  }
  audit(entry: AuditEntry) {
    this.audited.push(entry);
    return Promise.resolve();
  }
}

describe('MistakesService.accept', () => {
  it('lets the victim accept once, with its audit entry', async () => {
    const repo = new FakeMistakes();
    const service = new MistakesService(repo);
    const { record } = await service.accept(victim, 3);
    expect(record.isAccept).toBe(true);
    expect(repo.audited).toEqual([expect.objectContaining({ resource: 'mistakeRecords', recordId: 3 })]);
    await expect(service.accept(victim, 3)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('refuses anyone but the victim, a manager included, and an unknown record', async () => {
    const repo = new FakeMistakes();
    const service = new MistakesService(repo);
    await expect(service.accept(manager, 3)).rejects.toMatchObject({ statusCode: 403 });
    await expect(service.accept(victim, 4)).rejects.toMatchObject({ statusCode: 404 });
    expect(repo.audited).toEqual([]);
  });
});
