import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../plugins/auth';
import { testUser } from '../../plugins/testUsers';
import type { ListParams } from '../../resources/index';
import { UserOrdersService } from './userOrders.service';

/** A user's order tabs: an unknown user is 404, a known one's lists go through the engine with a condition. */

const manager = testUser();
const params = { page: 1, pageSize: 10 } as unknown as ListParams;

function setup(known: readonly number[]) {
  const asked: { resource: string; where: unknown }[] = [];
  const engine = {
    listOf: (_caller: AuthUser, resource: string, _params: ListParams, extra?: { where?: unknown }) => {
      asked.push({ resource, where: extra?.where });
      return Promise.resolve({ results: [], total: 0 });
    },
  };
  const repo = { userExists: (id: number) => Promise.resolve(known.includes(id)) };
  return { asked, service: new UserOrdersService(repo, engine as never) };
}

describe('UserOrdersService', () => {
  it('lists the orders a user works on and those handed to them, each under a condition', async () => {
    const { service, asked } = setup([7]);
    await service.workedOn(manager, 7, params);
    await service.requested(manager, 7, params);
    expect(asked.map((a) => a.resource)).toEqual(['orders', 'orders']);
    expect(asked.every((a) => a.where !== undefined)).toBe(true);
    expect(asked[0]?.where).not.toBe(asked[1]?.where);
  });

  it('answers 404 for a user that does not exist, before listing anything', async () => {
    const { service, asked } = setup([7]);
    await expect(service.workedOn(manager, 8, params)).rejects.toMatchObject({
      statusCode: 404,
      message: 'users #8 was not found.',
    });
    await expect(service.requested(manager, 8, params)).rejects.toMatchObject({ statusCode: 404 });
    expect(asked).toEqual([]);
  });
});
