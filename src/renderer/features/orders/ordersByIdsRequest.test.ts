import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../shared/domain/permissions';
import { ORDER_LIST_INCLUDES, ordersByIdsRequest } from './ordersListQuery';

describe('ordersByIdsRequest', () => {
  it("asks the orders list for the ids, with the staff list's includes", () => {
    const staff: Principal = { id: 2, scope: 'staff', isOutsource: false, permission: { orders: ['get'] } };
    expect(ordersByIdsRequest([5, 3], staff)).toEqual({
      key: 'GET /orders',
      query: { filter: '{"id":{"$in":[5,3]}}', limit: 2, includes: ORDER_LIST_INCLUDES, embed: 'summary' },
    });
  });

  it('asks the outsourced list (orders/on-pd) for an outsourced user', () => {
    const outsource: Principal = { id: 9, scope: 'staff', isOutsource: true, permission: { orders: ['get'] } };
    expect(ordersByIdsRequest([7], outsource)).toEqual({
      key: 'GET /orders/on-pd',
      query: { filter: '{"id":{"$in":[7]}}', limit: 1 },
    });
  });
});
