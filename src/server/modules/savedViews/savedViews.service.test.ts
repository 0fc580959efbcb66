import { describe, expect, it } from 'vitest';
import type { SavedViewState } from '../../../shared/domain/savedView';
import type { AuthUser } from '../../plugins/auth';
import { statusOf } from '../../plugins/httpErrors';
import { MemoryRows } from '../../plugins/memoryRows';
import { testUser } from '../../plugins/testUsers';
import type { NewSavedView, SavedViewChanges, SavedViewRow, SavedViewsRepository } from './savedViews.repository';
import { SavedViewsService } from './savedViews.service';

const PD = 7;
const SALE = 3;
const person = (id: number, roleId: number | null, extra: Partial<AuthUser> = {}): AuthUser =>
  testUser({ id, scope: null, permission: { orders: ['get'], packages: ['get'] }, roleId, ...extra });
const designer = person(1, PD);
const outsourced = person(2, PD, { isOutsource: true });
const sale = person(3, SALE);
const manager = person(4, 1, { scope: 'manager', permission: null });
const STATE: SavedViewState = { q: '', sort: null, limit: 10, filters: { status: ['done'] } };

/** The saved views in memory, with the database's unique (owner, list, name). */
class FakeRepository extends MemoryRows<SavedViewRow> implements SavedViewsRepository {
  private taken(userId: number, resource: string, name: string, except?: number) {
    return this.rows.some((r) => r.userId === userId && r.resource === resource && r.name === name && r.id !== except);
  }
  list(resource: string, reader: { userId: number; roleId: number | null; anyRole: boolean }) {
    return Promise.resolve(
      this.rows.filter(
        (r) =>
          r.resource === resource &&
          (r.userId === reader.userId || (r.roleId !== null && (reader.anyRole || r.roleId === reader.roleId))),
      ),
    );
  }
  countOwned(userId: number, resource: string) {
    return Promise.resolve(this.rows.filter((r) => r.userId === userId && r.resource === resource).length);
  }
  roleExists(roleId: number) {
    return Promise.resolve([PD, SALE, 1].includes(roleId));
  }
  insert(values: NewSavedView) {
    if (this.taken(values.userId, values.resource, values.name)) return Promise.resolve('nameTaken' as const);
    const now = new Date();
    return Promise.resolve(this.add({ ...values, ownerName: null, roleName: null, createdAt: now, updatedAt: now }));
  }
  update(id: number, changes: SavedViewChanges) {
    const i = this.rows.findIndex((r) => r.id === id);
    if (i < 0) return Promise.resolve('gone' as const);
    const row = this.rows[i];
    if (changes.name && this.taken(row.userId, row.resource, changes.name, id)) {
      return Promise.resolve('nameTaken' as const);
    }
    this.rows[i] = { ...row, ...changes, updatedAt: new Date(row.updatedAt.getTime() + 1) };
    return Promise.resolve(this.rows[i]);
  }
}

const setup = () => {
  const repo = new FakeRepository();
  return { repo, service: new SavedViewsService(repo) };
};

describe('SavedViewsService', () => {
  it("shows a view to its owner, to its role's people and to a manager, never to another role", async () => {
    const { service } = setup();
    const view = await service.create(designer, { resource: 'orders', name: 'Team', state: STATE, roleId: PD });
    const ids = async (user: AuthUser) => (await service.list(user, 'orders')).results.map((v) => v.id);
    expect(await ids(designer)).toEqual([view.id]);
    expect(await ids(outsourced)).toEqual([view.id]);
    expect(await ids(manager)).toEqual([view.id]);
    expect(await ids(sale)).toEqual([]);
  });

  it("needs the list's own get, and refuses lists hidden from outsourced users", async () => {
    const { service } = setup();
    expect(await statusOf(service.list(designer, 'customers'))).toBe(403);
    expect(await statusOf(service.list(outsourced, 'packages'))).toBe(403);
    expect(await statusOf(service.list(designer, 'packages'))).toBe(200);
    expect(await statusOf(service.create(designer, { resource: 'customers', name: 'x', state: STATE }))).toBe(403);
  });

  it("shares only with one's own role, or any existing role for a manager", async () => {
    const { service } = setup();
    expect(
      await statusOf(service.create(designer, { resource: 'orders', name: 'a', state: STATE, roleId: SALE })),
    ).toBe(403);
    expect(await statusOf(service.create(sale, { resource: 'orders', name: 'a', state: STATE, roleId: PD }))).toBe(403);
    expect(
      await statusOf(service.create(person(9, null), { resource: 'orders', name: 'a', state: STATE, roleId: PD })),
    ).toBe(403);
    expect(await statusOf(service.create(manager, { resource: 'orders', name: 'a', state: STATE, roleId: SALE }))).toBe(
      200,
    );
    expect(await statusOf(service.create(manager, { resource: 'orders', name: 'b', state: STATE, roleId: 99 }))).toBe(
      400,
    );
  });

  it('lets the owner or a manager change and delete; 403 to the role, 404 to those who cannot see it', async () => {
    const { service } = setup();
    const view = await service.create(designer, { resource: 'orders', name: 'Team', state: STATE, roleId: PD });
    expect(await statusOf(service.update(outsourced, view.id, { name: 'Mine now' }))).toBe(403);
    expect(await statusOf(service.remove(outsourced, view.id))).toBe(403);
    expect(await statusOf(service.update(sale, view.id, { name: 'Mine now' }))).toBe(404);
    expect(await statusOf(service.remove(sale, view.id))).toBe(404);
    expect((await service.update(manager, view.id, { name: 'Renamed' })).name).toBe('Renamed');
    expect((await service.update(designer, view.id, { roleId: null })).roleId).toBeNull();
    expect(await statusOf(service.update(outsourced, view.id, { name: 'x' }))).toBe(404);
    expect(await service.remove(designer, view.id)).toEqual({ success: true });
    expect(await statusOf(service.remove(designer, view.id))).toBe(404);
  });

  it('answers 409 for a taken name, a stale version and a full list', async () => {
    const { service } = setup();
    await service.create(designer, { resource: 'orders', name: 'One', state: STATE });
    const two = await service.create(designer, { resource: 'orders', name: 'Two', state: STATE });
    expect(await statusOf(service.create(designer, { resource: 'orders', name: 'One', state: STATE }))).toBe(409);
    expect(await statusOf(service.update(designer, two.id, { name: 'One' }))).toBe(409);
    const stale = new Date(two.updatedAt.getTime() - 1000).toISOString();
    expect(await statusOf(service.update(designer, two.id, { name: 'Three', updatedAt: stale }))).toBe(409);
    for (let i = 2; i < 50; i++) await service.create(designer, { resource: 'orders', name: `V${i}`, state: STATE });
    expect(await statusOf(service.create(designer, { resource: 'orders', name: 'Full', state: STATE }))).toBe(409);
    expect(await statusOf(service.create(designer, { resource: 'packages', name: 'Other list', state: STATE }))).toBe(
      200,
    );
  });
});
