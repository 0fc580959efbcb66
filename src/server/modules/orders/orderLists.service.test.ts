import { describe, expect, it } from 'vitest';
import { ON_PD_COLUMNS } from '../../../shared/api/endpoints/orders';
import { ROLE_IDS } from '../../../shared/domain/roles';
import type { AuthUser } from '../../plugins/auth';
import { testUser } from '../../plugins/testUsers';
import type { ListParams, ScopedListOptions } from '../../resources/index';
import { OrderListsService } from './orderLists.service';

/** orders/me and orders/on-pd: the engine's orders list under each one's own condition. */

const params = {} as ListParams;

function setup() {
  const asked: ScopedListOptions[] = [];
  const engine = {
    listOf: (_user: AuthUser, _resource: string, _params: ListParams, options: ScopedListOptions = {}) => {
      asked.push(options);
      return Promise.resolve({ results: [], total: 0 });
    },
  };
  return { asked, service: new OrderListsService(engine as never) };
}

describe('OrderListsService', () => {
  it('narrows orders/me to the caller’s orders, but for a customer user, whom the scope narrows', async () => {
    const { service, asked } = setup();
    await service.me(testUser({ id: 3, scope: 'staff', permission: {} }), params);
    await service.me(testUser({ id: 9, scope: 'outsource', isOutsource: true, permission: {} }), params);
    await service.me(testUser({ id: 12, scope: 'staff', roleId: ROLE_IDS.customer, customerId: 4 }), params);
    expect(asked.map((o) => o.where === undefined)).toEqual([false, false, true]);
    expect(asked[0]?.where).not.toBe(asked[1]?.where);
  });

  it('answers orders/on-pd with the outsourced columns only, nothing embedded', async () => {
    const { service, asked } = setup();
    await service.onPd(testUser({ id: 9, scope: 'outsource', isOutsource: true, permission: {} }), params);
    expect(asked[0]).toMatchObject({ columns: ON_PD_COLUMNS, includes: [] });
    expect(asked[0]?.where).toBeDefined();
  });
});
