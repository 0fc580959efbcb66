import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../shared/domain/permissions';
import type { ListState } from '../../engine';
import { orderFilterFields, orderHeaderSpec, ordersListRequest, ORDER_LIST_INCLUDES } from './ordersListQuery';

const staff = (orders: string[]): Principal => ({ id: 2, scope: 'staff', isOutsource: false, permission: { orders } });
const outsource: Principal = { id: 9, scope: 'staff', isOutsource: true, permission: { orders: ['get'] } };

const state = (filters: Record<string, string[]>, extra: Partial<ListState> = {}): ListState => ({
  page: 1,
  limit: 10,
  q: '',
  sort: null,
  filters,
  ...extra,
});

describe('orderFilterFields', () => {
  it('offers payment status only with orders.paymentStatus', () => {
    expect(orderFilterFields(staff(['get']))).toEqual(['status', 'orderFeature', 'designerId', 'customerId']);
    expect(orderFilterFields(staff(['get', 'paymentStatus']))).toContain('paymentStatus');
  });

  it('lets outsourced users filter by status only', () => {
    expect(orderFilterFields(outsource)).toEqual(['status']);
  });
});

describe('ordersListRequest', () => {
  it('builds $in for statuses, $all for features and ids for people, with the includes', () => {
    const request = ordersListRequest(
      state({ status: ['new_deal', 'done'], orderFeature: ['pr', 'test'], designerId: ['7'] }),
      staff(['get']),
    );
    expect(request.key).toBe('GET /orders');
    expect(request.query.includes).toBe(ORDER_LIST_INCLUDES);
    expect(request.query.embed).toBe('summary');
    expect(JSON.parse(request.query.filter ?? '{}')).toEqual({
      status: { $in: ['new_deal', 'done'] },
      orderFeature: { $all: ['pr', 'test'] },
      designerId: { $in: [7] },
    });
  });

  it('drops the payment status filter without the permission, and empty filters', () => {
    const request = ordersListRequest(state({ paymentStatus: ['TT'], customerId: [''] }), staff(['get']));
    expect(request.query.filter).toBeUndefined();
  });

  it('keeps paging, search and sort, newest first by default, ranked by the server while searching', () => {
    const paged = ordersListRequest(state({}, { page: 3, limit: 20, q: 'mug' }), staff(['get']));
    expect(paged.query).toMatchObject({ limit: 20, offset: 40, q: 'mug' });
    expect(paged.query.orderBy).toBeUndefined();
    expect(ordersListRequest(state({}, { page: 1 }), staff(['get'])).query.orderBy).toBe('-createdAt');
    const sorted = ordersListRequest(state({}, { sort: { field: 'priceOrder', desc: true } }), staff(['get']));
    expect(sorted.query.orderBy).toBe('-priceOrder');
  });

  it('lists the orders due before now with late=1, held by a department with heldBy', () => {
    const now = new Date('2026-11-24T08:00:00Z');
    const request = ordersListRequest(state({ late: ['1'], heldBy: ['5'], status: ['verified'] }), staff(['get']), now);
    expect(JSON.parse(request.query.filter ?? '{}')).toEqual({
      status: { $in: ['verified'] },
      stageDueAt: { $lt: '2026-11-24T08:00:00.000Z' },
    });
    expect(request.query.heldBy).toBe(5);
    const off = ordersListRequest(state({ late: ['0'], heldBy: ['x'] }), staff(['get']), now);
    expect(off.query.filter).toBeUndefined();
    expect(off.query.heldBy).toBeUndefined();
  });

  it('gives outsourced users their own late orders, never a department', () => {
    const now = new Date('2026-11-24T08:00:00Z');
    const request = ordersListRequest(state({ late: ['1'], heldBy: ['5'] }), outsource, now);
    expect(request.key).toBe('GET /orders/on-pd');
    expect(JSON.parse(request.query.filter ?? '{}')).toEqual({ stageDueAt: { $lt: '2026-11-24T08:00:00.000Z' } });
    expect(request.query.heldBy).toBeUndefined();
  });

  it('sends outsourced users to orders/on-pd without includes', () => {
    const request = ordersListRequest(state({ status: ['done'], designerId: ['3'] }), outsource);
    expect(request.key).toBe('GET /orders/on-pd');
    expect(request.query.includes).toBeUndefined();
    expect(JSON.parse(request.query.filter ?? '{}')).toEqual({ status: { $in: ['done'] } });
  });
});

describe('orderHeaderSpec', () => {
  it('sorts every column and filters only where the user may', () => {
    expect(orderHeaderSpec('paymentStatus', staff(['get']))).toMatchObject({ sortable: true, filter: null });
    expect(orderHeaderSpec('designerId', staff(['get'])).field.to).toBe('designers');
  });
});
