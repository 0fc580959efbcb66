import { describe, expect, it } from 'vitest';
import { testUser } from '../../plugins/testUsers';
import type { ListParams } from '../../resources/index';
import { fakeListEngine } from '../../resources/fakeListEngine';
import { OrderHistoriesService } from './orderHistories.service';

/** The history lists: who may list what, and each personal list's condition. */

const timeline = (orderId: number) =>
  ({ terms: [{ field: 'orderId', op: '$eq', value: orderId }] }) as unknown as ListParams;
const anyList = { terms: [] } as unknown as ListParams;

function setup() {
  const { asked, engine } = fakeListEngine();
  return { asked, service: new OrderHistoriesService(engine as never) };
}

describe('OrderHistoriesService', () => {
  it('lists any history with orderHistories.get, and one order’s timeline with orders.get or getOne', async () => {
    const { service, asked } = setup();
    await service.list(testUser({ id: 2, scope: 'staff', permission: { orderHistories: ['get'] } }), anyList);
    await service.list(testUser({ id: 3, scope: 'staff', permission: { orders: ['getOne'] } }), timeline(8));
    expect(asked).toHaveLength(2);
  });

  it('refuses a whole list, or a timeline, to who may read neither histories nor orders', () => {
    const { service } = setup();
    const reader = testUser({ id: 3, scope: 'staff', permission: { orders: ['get'] } });
    expect(() => service.list(reader, anyList)).toThrow('Missing permission: orderHistories.get');
    expect(() => service.list(testUser({ id: 4, scope: 'staff', permission: {} }), timeline(8))).toThrow(
      'Missing permission: orderHistories.get',
    );
  });

  it('narrows me and on-pd to the caller’s entries, on-pd further to what outsourced users see', async () => {
    const { service, asked } = setup();
    const designer = testUser({ id: 9, scope: 'outsource', isOutsource: true, permission: {} });
    await service.me(designer, anyList);
    await service.onPd(designer, anyList);
    expect(asked.every((o) => o.where !== undefined)).toBe(true);
    expect(asked[0]?.where).not.toBe(asked[1]?.where);
  });
});
