import { describe, expect, it } from 'vitest';
import { API_TOKEN_PREFIX, API_TOKENS_PER_USER } from '../../../shared/domain/apiTokens';
import type { AuthUser } from '../../plugins/auth';
import { statusOf } from '../../plugins/httpErrors';
import { MemoryRows } from '../../plugins/memoryRows';
import { testUser } from '../../plugins/testUsers';
import { hashToken } from '../../plugins/sessionToken';
import type { ApiTokenRow, ApiTokensRepository, NewApiToken } from './apiTokens.repository';
import { ApiTokensService } from './apiTokens.service';

const NOW = new Date('2026-11-29T00:00:00.000Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

const person = (id: number, extra: Partial<AuthUser> = {}): AuthUser =>
  testUser({ id, scope: null, permission: { orders: ['get', 'create'] }, roleId: 3, ...extra });
const sale = person(3);
const other = person(4);
const manager = person(1, { scope: 'manager', permission: null });

/** The tokens in memory, with what the service is told of them. */
class FakeRepository extends MemoryRows<ApiTokenRow & { tokenHash: string }> implements ApiTokensRepository {
  list(userId: number | null) {
    return Promise.resolve(this.rows.filter((r) => userId === null || r.userId === userId));
  }
  countOwned(userId: number) {
    return Promise.resolve(this.rows.filter((r) => r.userId === userId).length);
  }
  insert(values: NewApiToken) {
    return Promise.resolve(this.add({ ...values, ownerName: null, lastUsedAt: null, createdAt: NOW }));
  }
}

const setup = () => {
  const repo = new FakeRepository();
  return { repo, service: new ApiTokensService(repo, () => NOW) };
};

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
    expect(await statusOf(service.create(sale, { ...base, permission: { orders: ['get'] } }))).toBe(200);
    expect(await statusOf(service.create(sale, { ...base, permission: { orders: ['delete'] } }))).toBe(403);
    expect(await statusOf(service.create(sale, { ...base, permission: { orders: ['fly'] } }))).toBe(400);
    expect(await statusOf(service.create(manager, { ...base, permission: { orders: ['delete'] } }))).toBe(200);
  });

  it('ends after now and within a year', async () => {
    const { service } = setup();
    const at = (expiresAt: string) => statusOf(service.create(sale, { name: 'S', expiresAt, readOnly: true }));
    expect(await at(inDays(0))).toBe(400);
    expect(await at(inDays(367))).toBe(400);
    expect(await at(inDays(366))).toBe(200);
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
    expect(await statusOf(service.revoke(sale, a.id))).toBe(200);
    expect(await statusOf(service.revoke(manager, b.id))).toBe(200);
    expect(await statusOf(service.revoke(manager, b.id))).toBe(404);
  });
});
