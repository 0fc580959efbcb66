import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../db/audit';
import type { AuthUser } from '../../plugins/auth';
import { testUser } from '../../plugins/testUsers';
import type { ListParams, Row } from '../../resources/index';
import type { CommentRow, CommentsRepository, CommentValues } from './comments.repository';
import { CommentsService } from './comments.service';

/** Comments' rules with an in-memory repository: the caller reviews, only the author edits or deletes. */

const author = testUser({ id: 4, scope: 'staff', permission: { comments: ['get', 'create', 'update', 'delete'] } });
const other = testUser({ id: 5, scope: 'staff', permission: author.permission });

class FakeComments implements CommentsRepository {
  rows: CommentRow[] = [];
  audited: AuditEntry[] = [];
  transaction<T>(work: (tx: CommentsRepository) => Promise<T>): Promise<T> {
    return work(this);
  }
  find(id: number) {
    return Promise.resolve(this.rows.find((r) => r.id === id) ?? null);
  }
  insert(values: CommentValues) {
    const at = new Date(1_000);
    const row = { rate: null, orderId: null, userId: null, customerId: null, ...values, id: this.rows.length + 1 };
    this.rows.push({ ...row, createdAt: at, updatedAt: at } as CommentRow);
    return Promise.resolve(this.rows.at(-1)!);
  }
  update(id: number, values: Partial<CommentValues>) {
    const index = this.rows.findIndex((r) => r.id === id);
    if (index < 0) return Promise.resolve(null);
    this.rows[index] = { ...this.rows[index], ...values, updatedAt: new Date(2_000) };
    return Promise.resolve(this.rows[index]);
  }
  remove(id: number) {
    const row = this.rows.find((r) => r.id === id) ?? null;
    this.rows = this.rows.filter((r) => r.id !== id);
    return Promise.resolve(row);
  }
  audit(entry: AuditEntry) {
    this.audited.push(entry);
    return Promise.resolve();
  }
}

function setup() {
  const repo = new FakeComments();
  const listed: { resource: string; where: unknown }[] = [];
  const engine = {
    assertReachable: () => Promise.resolve(),
    getOne: (_user: AuthUser, _def: unknown, id: number) =>
      repo.rows.some((r) => r.id === id)
        ? Promise.resolve({ id } as Row)
        : Promise.reject(Object.assign(new Error('not found'), { statusCode: 404 })),
    listOf: (_user: AuthUser, resource: string, _params: ListParams, extra?: { where?: unknown }) => {
      listed.push({ resource, where: extra?.where });
      return Promise.resolve({ results: [], total: 0 });
    },
  };
  return { repo, listed, service: new CommentsService(repo, engine as never) };
}

describe('CommentsService', () => {
  it('writes a comment as the caller’s, whatever the body says, with its audit entry', async () => {
    const { service, repo } = setup();
    const row = await service.create(author, 'customerComments', { content: 'Kind', rate: 5, customerId: 3 });
    expect(row).toMatchObject({ reviewerId: 4, customerId: 3, rate: 5 });
    expect(repo.audited).toEqual([
      expect.objectContaining({ action: 'create', resource: 'customerComments', recordId: 1 }),
    ]);
  });

  it('refuses a comment outside its kind: a customer comment without a customer', async () => {
    const { service, repo } = setup();
    await expect(service.create(author, 'customerComments', { content: 'Who?' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'customerId is required for customerComments.',
    });
    expect(repo.rows).toEqual([]);
  });

  it('lets only the author edit, with at least one change, a star kept on a rated comment and the version checked', async () => {
    const { service, repo } = setup();
    await service.create(author, 'customerComments', { content: 'Kind', rate: 5, customerId: 3 });
    await expect(service.update(other, 'customerComments', 1, { content: 'Mine now' })).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(service.update(author, 'customerComments', 1, {})).rejects.toMatchObject({ statusCode: 400 });
    await expect(service.update(author, 'customerComments', 1, { rate: null })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(service.update(author, 'customerComments', 1, { id: 2, content: 'x' })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(
      service.update(author, 'customerComments', 1, { content: 'x', updatedAt: new Date(9_000).toISOString() }),
    ).rejects.toMatchObject({ statusCode: 409 });
    const row = await service.update(author, 'customerComments', 1, { content: 'Kinder', rate: 4 });
    expect(row).toMatchObject({ content: 'Kinder', rate: 4 });
    expect(repo.audited.at(-1)).toMatchObject({ action: 'update', recordId: 1 });
  });

  it('lets only the author delete; an unreachable comment is 404', async () => {
    const { service, repo } = setup();
    await service.create(author, 'comments', { content: 'On the order', orderId: 8 });
    await expect(service.remove(other, 'comments', 1)).rejects.toMatchObject({ statusCode: 403 });
    await expect(service.remove(author, 'comments', 2)).rejects.toMatchObject({ statusCode: 404 });
    await service.remove(author, 'comments', 1);
    expect(repo.rows).toEqual([]);
    expect(repo.audited.at(-1)).toMatchObject({ action: 'delete', recordId: 1 });
  });

  it('lists an order’s customer reviews through the engine, under a condition', async () => {
    const { service, listed } = setup();
    await service.byOrder(author, 8, {} as ListParams);
    expect(listed.map((l) => l.resource)).toEqual(['customerComments']);
    expect(listed[0]?.where).toBeDefined();
  });
});
