import { describe, expect, it } from 'vitest';
import { API_TOKEN_PREFIX, API_TOKENS_PER_USER } from '../../../shared/domain/apiTokens';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/httpErrors';
import { hashToken } from '../../plugins/sessionToken';
import type { ApiTokenRow, ApiTokensRepository, NewApiToken } from './apiTokens.repository';
import { ApiTokensService } from './apiTokens.service';

const NOW = new Date('2026-11-29T00:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

const person = (id: number, extra: Partial<AuthUser> = {}): AuthUser => ({
  id,
  scope: null,
  isOutsource: false,
  permission: { orders: ['get', 'create'] },
  email: `u${id}@demo.local`,
  displayName: `U${id}`,
  roleId: 3,
  customerId: null,
  ...extra,
});
const sale = person(3);
const other = person(4);
const manager = person(1, { scope: 'manager', permission: null });

/** The tokens in memory, with what the service is told of them. */
class FakeRepository implements ApiTokensRepository {
  rows: (ApiTokenRow & { tokenHash: string })[] = [];
  private next = 1;
  list(userId: number | null) {
    return Promise.resolve(this.rows.filter((r) => userId === null || r.userId === userId));
  }
  find(id: number) {
    return Promise.resolve(this.rows.find((r) => r.id === id) ?? null);
  }
  countOwned(userId: number) {
    return Promise.resolve(this.rows.filter((r) => r.userId === userId).length);
  }
  insert(values: NewApiToken) {
    const row = { ...values, id: this.next++, ownerName: null, lastUsedAt: null, createdAt: NOW };
    this.rows.push(row);
    return Promise.resolve(row);
  }
  remove(id: number) {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r.id !== id);
    return Promise.resolve(this.rows.length < before);
  }
}

const setup = () => {
  const repo = new FakeRepository();
  return { repo, service: new ApiTokensService(repo, () => NOW) };
};
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (error: unknown) => (error instanceof HttpError ? error.statusCode : -1),
  );

describe('ApiTokensService', () => {
  it('answers the token once and keeps only its hash and start', async () => {
    const { repo, service } = setup();
    const made = await service.create(sale, { name: 'Sheet', expiresAt: inDays(30), readOnly: true });
    expect(made.token.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(repo.rows[0]).toMatchObject({ tokenHash: hashToken(made.token), shown: made.token.slice(0, 13) });
    expect(repo.rows[0].permission).toBeNull();
  });

  it('takes only keys the owner holds, and known ones', async () => {
    const { service } = setup();
    const base = { name: 'S', expiresAt: inDays(7), readOnly: false } as const;
    expect(await statusOf(service.create(sale, { ...base, permission: { orders: ['get'] } }))).toBe(0);
    expect(await statusOf(service.create(sale, { ...base, permission: { orders: ['delete'] } }))).toBe(403);
    expect(await statusOf(service.create(sale, { ...base, permission: { orders: ['fly'] } }))).toBe(400);
    expect(await statusOf(service.create(manager, { ...base, permission: { orders: ['delete'] } }))).toBe(0);
  });

  it('ends after now and within a year', async () => {
    const { service } = setup();
    const at = (expiresAt: string) => statusOf(service.create(sale, { name: 'S', expiresAt, readOnly: true }));
    expect(await at(inDays(0))).toBe(400);
    expect(await at(inDays(367))).toBe(400);
    expect(await at(inDays(366))).toBe(0);
  });

  it(`keeps at most ${API_TOKENS_PER_USER} a person`, async () => {
    const { service } = setup();
    for (let i = 0; i < API_TOKENS_PER_USER; i++) {
      await service.create(sale, { name: `T${i}`, expiresAt: inDays(7), readOnly: true });
    }
    expect(await statusOf(service.create(sale, { name: 'One more', expiresAt: inDays(7), readOnly: true }))).toBe(409);
  });

  it("lists one's own; a manager everyone's or one person's", async () => {
    const { service } = setup();
    await service.create(sale, { name: 'A', expiresAt: inDays(7), readOnly: true });
    await service.create(other, { name: 'B', expiresAt: inDays(7), readOnly: true });
    expect((await service.list(sale, undefined)).results.map((r) => r.name)).toEqual(['A']);
    expect(await statusOf(service.list(sale, other.id))).toBe(403);
    expect((await service.list(manager, undefined)).results).toHaveLength(2);
    expect((await service.list(manager, other.id)).results.map((r) => r.name)).toEqual(['B']);
  });

  it("revokes one's own, or anyone's for a manager; another's is not found", async () => {
    const { service } = setup();
    const a = await service.create(sale, { name: 'A', expiresAt: inDays(7), readOnly: true });
    const b = await service.create(other, { name: 'B', expiresAt: inDays(7), readOnly: true });
    expect(await statusOf(service.revoke(sale, b.id))).toBe(404);
    expect(await statusOf(service.revoke(sale, a.id))).toBe(0);
    expect(await statusOf(service.revoke(manager, b.id))).toBe(0);
    expect(await statusOf(service.revoke(manager, b.id))).toBe(404);
  });
});
