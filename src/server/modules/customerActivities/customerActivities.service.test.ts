import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../db/audit';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/httpErrors';
import { MemoryRows } from '../../plugins/memoryRows';
import { testUser } from '../../plugins/testUsers';
import type {
  CustomerActivitiesRepository,
  CustomerActivityChanges,
  CustomerActivityRow,
} from './customerActivities.repository';
import { CustomerActivitiesService, type RowReach } from './customerActivities.service';

/** Activities logged on a customer, with the storage and the engine's reach in memory. */

const sale = testUser({ id: 3, scope: 'staff', permission: { customers: ['getOne', 'update'] } });
const other = testUser({ id: 4, scope: 'staff', permission: sale.permission });
const AT = '2026-11-20T09:30:00.000Z';

class MemoryActivities extends MemoryRows<CustomerActivityRow> implements CustomerActivitiesRepository {
  audited: AuditEntry[] = [];
  list(customerId: number) {
    const results = this.rows.filter((r) => r.customerId === customerId);
    return Promise.resolve({ results, total: results.length });
  }
  insert(values: Omit<CustomerActivityRow, 'id' | 'createdAt' | 'updatedAt' | 'authorName'>) {
    const row = { ...values, authorName: null, createdAt: new Date(AT), updatedAt: new Date(AT) };
    return Promise.resolve(this.add(row));
  }
  update(id: number, changes: CustomerActivityChanges) {
    const at = this.rows.findIndex((r) => r.id === id);
    if (at < 0) return Promise.resolve(null);
    this.rows[at] = { ...this.rows[at], ...changes };
    return Promise.resolve(this.rows[at]);
  }
  audit(entry: AuditEntry) {
    this.audited.push(entry);
    return Promise.resolve();
  }
}

/** Customer 5 is reachable, with order 50; customer 6 is not. */
const reach: RowReach = {
  customer: (_user: AuthUser, id: number) =>
    id === 5 ? Promise.resolve({}) : Promise.reject(new HttpError(404, `customers #${id} was not found.`)),
  orderCustomer: (_user: AuthUser, id: number) => Promise.resolve(id === 50 ? 5 : 9),
};

const setup = () => {
  const repo = new MemoryActivities();
  return { repo, service: new CustomerActivitiesService(repo, reach) };
};

describe('CustomerActivitiesService', () => {
  it('logs an activity as the caller’s, on a reachable customer and one of its orders, with its audit entry', async () => {
    const { service, repo } = setup();
    const row = await service.create(sale, 5, { kind: 'call', at: AT, summary: 'Asked for a proof', orderId: 50 });
    expect(row).toMatchObject({ authorId: 3, customerId: 5, orderId: 50 });
    expect(repo.audited[0]).toMatchObject({ action: 'create', resource: 'customerActivities', recordId: row.id });
    await expect(service.create(sale, 6, { kind: 'call', at: AT, summary: 'x' })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(service.create(sale, 5, { kind: 'call', at: AT, summary: 'x', orderId: 51 })).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('lets only the author change or delete an activity, and checks the version it saw', async () => {
    const { service, repo } = setup();
    const row = await service.create(sale, 5, { kind: 'meeting', at: AT, summary: 'Kick-off' });
    await expect(service.update(other, row.id, { summary: 'Mine' })).rejects.toMatchObject({ statusCode: 403 });
    await expect(service.remove(other, row.id)).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      service.update(sale, row.id, { summary: 'Late', updatedAt: '2026-01-01T00:00:00.000Z' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    const changed = await service.update(sale, row.id, { summary: 'Kick-off, moved' });
    expect(changed.summary).toBe('Kick-off, moved');
    expect(repo.audited.at(-1)).toMatchObject({
      action: 'update',
      before: { customerId: 5, summary: 'Kick-off' },
      after: { customerId: 5, summary: 'Kick-off, moved' },
    });
    expect(await service.remove(sale, row.id)).toEqual({ success: true });
    await expect(service.remove(sale, row.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});
