import { describe, expect, it } from 'vitest';
import { STALE_ORDER_MESSAGE } from '../../../shared/domain/workflow/index';
import { testUser } from '../../plugins/testUsers';
import { OrderFieldsService } from './orderFields.service';
import { FakeOrders } from './orders.fakes';
import type { OrderRow } from './orders.repository';

/** Single-field edits of an order (`PUT /orders/{field}`), with the orders repository in memory. */

const accountant = testUser({ id: 2, scope: 'staff', permission: { orders: ['dealPrice', 'customerRequirements'] } });
const outsourced = testUser({ id: 9, scope: 'outsource', isOutsource: true, permission: { orders: ['deadline'] } });
const AT = new Date('2026-11-20T10:00:00.000Z');

function setup() {
  const repo = new FakeOrders();
  repo.orders.set(5, { id: 5, isDelete: false, dealPrice: null, updatedAt: AT } as unknown as OrderRow);
  const service = new OrderFieldsService(repo, (html) => html.replace(/<script.*?<\/script>/g, ''));
  return { repo, service };
}

describe('OrderFieldsService', () => {
  it('stores the field its way (a deal price in whole VND, requirements sanitised) with its audit entry', async () => {
    const { repo, service } = setup();
    expect((await service.edit(accountant, 'dealPrice', { id: 5, dealPrice: 1_250_000.6 })).dealPrice).toBe(1_250_001);
    const html = await service.edit(accountant, 'customerRequirements', {
      id: 5,
      customerRequirements: '<p>Blue</p><script>x()</script>',
    });
    expect(html.customerRequirements).toBe('<p>Blue</p>');
    expect(repo.audited.map((e) => e.summary)).toEqual(['order #5: dealPrice', 'order #5: customerRequirements']);
  });

  it('answers 409 when the order changed since the caller read it, and 404 for no order', async () => {
    const { service } = setup();
    const stale = new Date(AT.getTime() - 1).toISOString();
    await expect(
      service.edit(accountant, 'dealPrice', { id: 5, dealPrice: 1, updatedAt: stale }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: STALE_ORDER_MESSAGE,
    });
    await expect(service.edit(accountant, 'dealPrice', { id: 6, dealPrice: 1 })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('refuses the staff-only fields to outsourced users, whatever their keys', async () => {
    const { service, repo } = setup();
    await expect(service.edit(outsourced, 'deadline', { id: 5, deadline: AT.toISOString() })).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(repo.audited).toEqual([]);
  });
});
