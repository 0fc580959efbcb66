import { beforeEach, describe, expect, it } from 'vitest';
import { RESOURCES, type ResourceDef } from '../../shared/domain/resources';
import type { AuthUser } from '../plugins/auth';
import { HttpError } from '../plugins/httpErrors';
import type { AuditEntry } from '../db/audit';
import type { PageQuery, ResourceRepository, Row } from './resource.repository';
import { ResourceService, STALE_MESSAGE } from './resource.service';

/**
 * The engine's rules with an in-memory repository: what each resource declares (owner,
 * unique fields, views, write transforms, soft deletion) is applied without a database.
 */

class FakeRepository implements ResourceRepository {
  readonly tables = new Map<string, Map<number, Row>>();
  readonly audited: AuditEntry[] = [];
  private nextId = 100;

  table(resource: ResourceDef): Map<number, Row> {
    const name = resource.view?.of ?? resource.name;
    let rows = this.tables.get(name);
    if (!rows) this.tables.set(name, (rows = new Map<number, Row>()));
    return rows;
  }

  seed(resource: ResourceDef, row: Partial<Row> & Record<string, unknown>): Row {
    const stored = { id: this.nextId++, createdAt: new Date(0), updatedAt: new Date(1_000), ...row } as Row;
    this.table(resource).set(stored.id, stored);
    return stored;
  }

  /** The closest spellings the fake offers, and the searches it was asked them for. */
  nearest: string[] = [];
  readonly suggested: string[] = [];

  findPage(resource: ResourceDef, query: PageQuery) {
    const rows = [...this.table(resource).values()].filter(
      (row) => !query.search || Object.values(row).some((v) => typeof v === 'string' && v.includes(query.search!)),
    );
    return Promise.resolve({ rows, total: rows.length });
  }
  findSuggestions(_resource: ResourceDef, query: PageQuery) {
    this.suggested.push(query.search ?? '');
    return Promise.resolve(this.nearest);
  }
  /** The fake writes no JSON: the engine falls back to the schema path. */
  findPageJson() {
    return Promise.resolve(null);
  }
  findOneJson() {
    return Promise.resolve(null);
  }
  findCellsPage() {
    return Promise.resolve(null);
  }
  findOne(resource: ResourceDef, id: number) {
    return Promise.resolve(this.table(resource).get(id) ?? null);
  }
  findByIds(resource: ResourceDef, ids: readonly number[]) {
    return Promise.resolve(ids.flatMap((id) => this.table(resource).get(id) ?? []));
  }
  insert(resource: ResourceDef, values: Record<string, unknown>) {
    return Promise.resolve(this.seed(resource, values));
  }
  update(resource: ResourceDef, id: number, values: Record<string, unknown>) {
    const row = this.table(resource).get(id);
    if (!row) return Promise.resolve(null);
    const updated = { ...row, ...values } as Row;
    this.table(resource).set(id, updated);
    return Promise.resolve(updated);
  }
  remove(resource: ResourceDef, id: number) {
    const row = this.table(resource).get(id) ?? null;
    this.table(resource).delete(id);
    return Promise.resolve(row);
  }
  isTaken(resource: ResourceDef, field: string, value: unknown, selfId: number | null) {
    const same = (v: unknown) =>
      typeof v === 'string' && typeof value === 'string' ? v.toLowerCase() === value.toLowerCase() : v === value;
    return Promise.resolve([...this.table(resource).values()].some((r) => r.id !== selfId && same(r[field])));
  }
  scope() {
    return undefined;
  }
  transaction<T>(work: (tx: ResourceRepository) => Promise<T>): Promise<T> {
    return work(this);
  }
  audit(entry: AuditEntry) {
    this.audited.push(entry);
    return Promise.resolve();
  }
  /** Rows of other resources pointing at a row: `references.set('niches#5', [{ resource: 'orders', count: 2 }])`. */
  readonly references = new Map<string, { resource: string; count: number }[]>();
  countReferences(resource: ResourceDef, id: number) {
    return Promise.resolve(this.references.get(`${resource.name}#${id}`) ?? []);
  }
}

const staff = (permission: Record<string, string[]> = {}): AuthUser => ({
  id: 7,
  email: 'a@b.c',
  displayName: 'A',
  roleId: 7,
  customerId: null,
  scope: 'staff',
  isOutsource: false,
  permission,
});

const refusal = async (work: Promise<unknown>): Promise<{ status: number; message: string }> => {
  try {
    await work;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
};

let repo: FakeRepository;
let service: ResourceService;
beforeEach(() => {
  repo = new FakeRepository();
  service = new ResourceService(repo, {
    html: (html) => html.replace(/<script.*?<\/script>/g, ''),
    password: (plain) => Promise.resolve(`hashed:${plain}`),
  });
});

describe('ResourceService.list', () => {
  const params = (search: string | null) =>
    ({ limit: 10, offset: 0, terms: [], search, order: [], includes: [] }) as const;

  it('offers the closest spellings only for a search that found nothing', async () => {
    repo.seed(RESOURCES.customers, { displayName: 'Nguyễn Văn Nam', isDelete: false });
    repo.nearest = ['Nguyễn Văn Nam'];
    const found = await service.list(staff(), RESOURCES.customers, params('Nam'));
    expect(found).toMatchObject({ total: 1 });
    expect(found).not.toHaveProperty('suggestions');
    const missed = await service.list(staff(), RESOURCES.customers, params('nguyn'));
    expect(missed).toMatchObject({ total: 0, suggestions: ['Nguyễn Văn Nam'] });
    repo.nearest = [];
    expect(await service.list(staff(), RESOURCES.customers, params('zzz'))).not.toHaveProperty('suggestions');
    expect(await service.list(staff(), RESOURCES.customers, params(null))).toMatchObject({ total: 1 });
    expect(repo.suggested).toEqual(['nguyn', 'zzz']);
  });
});

describe('ResourceService.create', () => {
  it('sets the declared owner to the caller', async () => {
    const order = repo.seed(RESOURCES.orders, { name: 'O', isDelete: false });
    const victim = repo.seed(RESOURCES.users, { displayName: 'V', isDelete: false });
    const type = repo.seed(RESOURCES.mistakeTypes, { name: 'Late' });
    const row = await service.create(staff(), RESOURCES.mistakeRecords, {
      orderId: order.id,
      victimId: victim.id,
      mistakeTypeId: type.id,
    });
    expect(row.creatorId).toBe(7);
  });

  it('refuses a reference to a row that does not exist, naming the field', async () => {
    const result = await refusal(
      service.create(staff(), RESOURCES.mistakeRecords, { orderId: 9999, victimId: 1, mistakeTypeId: 1 }),
    );
    expect(result).toEqual({ status: 404, message: 'orderId: orders #9999 was not found.' });
  });

  it('stores rich text sanitised, passwords hashed and instants as dates', async () => {
    const user = await service.create(staff(), RESOURCES.users, {
      displayName: 'New',
      email: 'new@x.io',
      password: 'secret1',
    });
    expect(user.password).toBe('hashed:secret1');
    const order = await service.create(staff(), RESOURCES.orders, {
      name: 'A',
      thumbnail: '/uploads/x.png',
      finishedDate: '2026-01-02T03:04:05.000Z',
      customerRequirements: '<p>ok</p><script>alert(1)</script>',
    });
    expect(order.customerRequirements).toBe('<p>ok</p>');
    expect(order.finishedDate).toEqual(new Date('2026-01-02T03:04:05.000Z'));
  });

  it('refuses a unique value another row holds, without case', async () => {
    repo.seed(RESOURCES.users, { email: 'taken@x.io', displayName: 'T' });
    expect(await refusal(service.create(staff(), RESOURCES.users, { displayName: 'B', email: 'TAKEN@x.io' }))).toEqual({
      status: 409,
      message: 'Email already exists.',
    });
  });

  it('refuses a row written through a view that would fall outside it', async () => {
    repo.seed(RESOURCES.roles, { id: 3, name: 'sale_B_dealer' });
    const result = await refusal(
      service.create(staff(), RESOURCES.designers, { displayName: 'D', email: 'd@x.io', roleId: 3 }),
    );
    expect(result.status).toBe(400);
    expect(result.message).toContain('roleId');
  });
});

describe('ResourceService.update', () => {
  it('refuses a change against a stale version, and a body without changes', async () => {
    const niche = repo.seed(RESOURCES.niches, { name: 'Pets' });
    expect(
      await refusal(
        service.update(staff(), RESOURCES.niches, niche.id, { name: 'x', updatedAt: '2020-01-01T00:00:00.000Z' }),
      ),
    ).toEqual({
      status: 409,
      message: STALE_MESSAGE,
    });
    expect((await refusal(service.update(staff(), RESOURCES.niches, niche.id, {}))).status).toBe(400);
    const updated = await service.update(staff(), RESOURCES.niches, niche.id, {
      name: 'Dogs',
      updatedAt: new Date(1_000).toISOString(),
    });
    expect(updated.name).toBe('Dogs');
  });

  it('reaches a soft-deleted row only to restore it', async () => {
    const customer = repo.seed(RESOURCES.customers, { displayName: 'C', isDelete: true });
    expect((await refusal(service.update(staff(), RESOURCES.customers, customer.id, { note: 'x' }))).status).toBe(404);
    const restored = await service.update(staff(), RESOURCES.customers, customer.id, { isDelete: false });
    expect(restored.isDelete).toBe(false);
  });
});

describe('ResourceService.remove and getOne', () => {
  it('deletes softly where the resource keeps deleted rows, for good elsewhere', async () => {
    const customer = repo.seed(RESOURCES.customers, { displayName: 'C', isDelete: false });
    await service.remove(staff(), RESOURCES.customers, customer.id);
    expect(repo.table(RESOURCES.customers).get(customer.id)?.isDelete).toBe(true);
    const niche = repo.seed(RESOURCES.niches, { name: 'N' });
    await service.remove(staff(), RESOURCES.niches, niche.id);
    expect(repo.table(RESOURCES.niches).has(niche.id)).toBe(false);
    expect((await refusal(service.remove(staff(), RESOURCES.niches, 1, true))).status).toBe(405);
  });

  it('shows a soft-deleted row only to those with getDelete', async () => {
    const customer = repo.seed(RESOURCES.customers, { displayName: 'C', isDelete: true });
    expect(
      (await refusal(service.getOne(staff({ customers: ['getOne'] }), RESOURCES.customers, customer.id))).status,
    ).toBe(404);
    const row = await service.getOne(staff({ customers: ['getOne', 'getDelete'] }), RESOURCES.customers, customer.id);
    expect(row.id).toBe(customer.id);
  });

  it('embeds a relation asked for, as a summary without read access to its resource', async () => {
    const customer = repo.seed(RESOURCES.customers, { displayName: 'Acme', email: 'acme@x.io', isDelete: false });
    const order = repo.seed(RESOURCES.orders, { name: 'O', customerId: customer.id, isDelete: false });
    const row = await service.getOne(staff({ orders: ['getOne'] }), RESOURCES.orders, order.id, ['customer']);
    expect(row.customer).toEqual({ id: customer.id, displayName: 'Acme' });
  });
});

describe('what a delete or a change may not undo', () => {
  it('refuses to delete for good a row other rows still use, saying which', async () => {
    const niche = repo.seed(RESOURCES.niches, { name: 'Pets' });
    repo.references.set(`niches#${niche.id}`, [{ resource: 'orders', count: 40 }]);
    expect(await refusal(service.remove(staff(), RESOURCES.niches, niche.id))).toEqual({
      status: 409,
      message: `niches #${niche.id} is still used by 40 orders. Change or remove those first.`,
    });
    expect(repo.table(RESOURCES.niches).has(niche.id)).toBe(true);
  });

  it('never deletes a built-in role', async () => {
    const manager = repo.seed(RESOURCES.roles, { id: 1, name: 'manager' });
    expect((await refusal(service.remove(staff(), RESOURCES.roles, manager.id))).status).toBe(409);
  });

  it('keeps an accepted mistake record: its victim, fine and order no longer change, nor is it deleted', async () => {
    const record = repo.seed(RESOURCES.mistakeRecords, {
      victimId: 3,
      monetaryFine: 100_000,
      orderId: 9,
      isAccept: true,
    });
    expect(
      (await refusal(service.update(staff(), RESOURCES.mistakeRecords, record.id, { monetaryFine: 0 }))).status,
    ).toBe(409);
    expect((await refusal(service.remove(staff(), RESOURCES.mistakeRecords, record.id))).status).toBe(409);
    const noted = await service.update(staff(), RESOURCES.mistakeRecords, record.id, { note: 'paid in November' });
    expect(noted).toMatchObject({ note: 'paid in November', monetaryFine: 100_000 });
  });
});

describe('the audit trail', () => {
  it('records who created, changed, restored and deleted what, with the fields before and after', async () => {
    const user = await service.create(staff(), RESOURCES.users, {
      displayName: 'A',
      email: 'a@x.io',
      password: 'secret1',
    });
    await service.update(staff(), RESOURCES.users, user.id, { displayName: 'B' });
    await service.remove(staff(), RESOURCES.users, user.id);
    await service.update(staff(), RESOURCES.users, user.id, { isDelete: false });
    expect(repo.audited.map((e) => [e.action, e.resource, e.recordId, e.userId])).toEqual([
      ['create', 'users', user.id, 7],
      ['update', 'users', user.id, 7],
      ['delete', 'users', user.id, 7],
      ['redo', 'users', user.id, 7],
    ]);
    expect(repo.audited[0].after).toMatchObject({ displayName: 'A', email: 'a@x.io' });
    expect(repo.audited[0].after).not.toHaveProperty('password');
    expect(repo.audited[1]).toMatchObject({ before: { displayName: 'A' }, after: { displayName: 'B' } });
  });
});
