import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../../../shared/domain/roles';
import type { AuthUser } from '../../plugins/auth';
import { HttpError, notFound } from '../../plugins/httpErrors';
import type { ListParams } from '../../resources/index';
import { OrderChangesService, type ChangesResources } from './orderChanges.service';
import { testUser } from '../../plugins/testUsers';

/** The changes list's rules with a fake engine: who may read it, the scope check, what it lists. */

const designer = testUser({
  id: 7,
  email: 'designer@x.io',
  displayName: 'Designer',
  roleId: ROLE_IDS.pd,
  scope: 'staff',
  permission: { orders: ['get', 'getOne'] },
});

const params: ListParams = {
  limit: 10,
  offset: 0,
  terms: [],
  search: null,
  order: [{ field: 'createdAt', desc: true }],
  includes: [],
};

const CONDITION = sql`order 4`;

function setUp(reachable: readonly number[]) {
  const calls: { listed: unknown[][]; checked: number[] } = { listed: [], checked: [] };
  const resources = {
    getOne: (_user: AuthUser, _resource: unknown, id: number) => {
      calls.checked.push(id);
      return reachable.includes(id)
        ? Promise.resolve({ id })
        : Promise.reject(notFound(`orders #${id} was not found.`));
    },
    listOf: (...args: unknown[]) => {
      calls.listed.push(args);
      return Promise.resolve({ results: [], total: 0 });
    },
  } as unknown as ChangesResources;
  const service = new OrderChangesService(resources, { condition: () => CONDITION });
  return { service, calls };
}

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof HttpError ? error.statusCode : 500),
  );

describe('order changes', () => {
  it('lists the audit events of a reachable order with their author', async () => {
    const { service, calls } = setUp([4]);
    await expect(service.list(designer, 4, params)).resolves.toEqual({ results: [], total: 0 });
    expect(calls.checked).toEqual([4]);
    const [user, name, listParams, options] = calls.listed[0];
    expect(user).toBe(designer);
    expect(name).toBe('auditEvents');
    expect(listParams).toMatchObject({ limit: 10, includes: ['user'] });
    expect(options).toEqual({ where: CONDITION });
  });

  it('answers 404 for an order outside the scope, before listing anything', async () => {
    const { service, calls } = setUp([4]);
    expect(await statusOf(service.list(designer, 5, params))).toBe(404);
    expect(calls.listed).toEqual([]);
  });

  it('refuses outsourced and customer-role users before looking at the order', async () => {
    const { service, calls } = setUp([4]);
    expect(await statusOf(service.list({ ...designer, isOutsource: true }, 4, params))).toBe(403);
    expect(await statusOf(service.list({ ...designer, roleId: ROLE_IDS.customer, customerId: 2 }, 4, params))).toBe(
      403,
    );
    expect(calls.checked).toEqual([]);
  });
});
