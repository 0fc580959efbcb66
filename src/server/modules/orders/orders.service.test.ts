import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../plugins/httpErrors';
import { FakeOrders } from './orders.fakes';
import { AlreadyImportedError, orderCode, OrdersService, type ImportedOrder } from './orders.service';
import { testUser } from '../../plugins/testUsers';

/** Creating and cloning orders with an in-memory repository: defaults, copies, the first history entry. */

const sale = testUser({
  id: 3,
  roleId: 3,
  scope: 'staff',
  permission: { orders: ['create', 'clone'] },
});

const NOW = new Date('2026-11-23T08:00:00.000Z');

let repo: FakeOrders;
let service: OrdersService;
beforeEach(() => {
  repo = new FakeOrders();
  service = new OrdersService(
    repo,
    () => Promise.resolve(),
    (html) => html.replace(/<script.*?<\/script>/g, ''),
    () => NOW,
  );
});

describe('OrdersService.create', () => {
  it('starts at pre_order, unpaid, due in 24 hours, with its code and a first entry for the sale', async () => {
    const order = await service.create(sale, {
      name: 'Logo',
      thumbnail: '/uploads/2026/11/a.png',
      customerRequirements: '<p>Blue</p><script>x()</script>',
    });
    expect(order).toMatchObject({
      status: 'pre_order',
      paymentStatus: 'CTT',
      finishedDate: new Date('2026-11-24T08:00:00.000Z'),
      code: orderCode(order.id),
      customerRequirements: '<p>Blue</p>',
    });
    expect(repo.entries).toEqual([
      expect.objectContaining({
        orderId: order.id,
        status: 'pre_order',
        assignedUser: [3],
        assignerId: 3,
        isCurrent: true,
      }),
    ]);
  });

  it('keeps the finish date and payment status it is given', async () => {
    const order = await service.create(sale, {
      name: 'Logo',
      thumbnail: '/uploads/2026/11/a.png',
      finishedDate: '2026-12-01T00:00:00.000Z',
      paymentStatus: 'TT',
      saleId: 9,
    });
    expect(order).toMatchObject({ finishedDate: new Date('2026-12-01T00:00:00.000Z'), paymentStatus: 'TT' });
    expect(repo.entries[0]).toMatchObject({ assignedUser: [9] });
  });
});

describe('OrdersService.clone', () => {
  it('copies the order into a new_deal, unpaid, a single space for an empty customer note', async () => {
    const source = await service.create(sale, {
      name: 'Logo',
      thumbnail: '/t.png',
      priceOrder: 500_000,
      customerNote: '',
    });
    const copy = await service.clone(sale, source.id);
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      name: 'Logo',
      priceOrder: 500_000,
      status: 'new_deal',
      paymentStatus: 'CTT',
      customerNote: ' ',
    });
    expect(repo.entries.at(-1)).toMatchObject({ status: 'new_deal', note: `Cloned from order #${source.id}.` });
  });

  it('answers 404 for an order the user does not reach', async () => {
    await expect(service.clone(sale, 999)).rejects.toBeInstanceOf(HttpError);
  });
});

describe('OrdersService.renew', () => {
  it('starts a done order afresh at the first status, unpaid, due in 24 hours, with its fields', async () => {
    const source = await service.create(sale, { name: 'Logo', thumbnail: '/t.png', priceOrder: 500_000, saleId: 9 });
    repo.change(source.id, { status: 'done', paymentStatus: 'TT' });
    const renewed = await service.renew(sale, source.id);
    expect(renewed).toMatchObject({
      name: 'Logo',
      priceOrder: 500_000,
      saleId: 9,
      status: 'pre_order',
      paymentStatus: 'CTT',
      finishedDate: new Date('2026-11-24T08:00:00.000Z'),
      code: orderCode(renewed.id),
    });
    expect(repo.entries.at(-1)).toMatchObject({ status: 'pre_order', note: `Re New of order #${source.id}.` });
  });

  it('refuses (409) an order still in progress', async () => {
    const source = await service.create(sale, { name: 'Logo', thumbnail: '/t.png' });
    await expect(service.renew(sale, source.id)).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('OrdersService.createImported', () => {
  const imported = (cardId: string): ImportedOrder => ({
    input: {
      name: 'Card',
      thumbnail: '/uploads/2026/11/0123456789abcdef0123456789abcdef.png',
      customerRequirements: '<p>Blue</p><script>x()</script>',
      orderFeature: ['prioritize'],
      finishedDate: '2026-12-01T00:00:00.000Z',
    },
    status: 'done',
    products: ['/uploads/2026/11/0123456789abcdef0123456789abcdef.png'],
    note: 'Imported from Trello.',
    card: { source: 'trello', cardId, boardId: 'b1', logId: 7 },
  });

  it('makes the order at the status given, by the create rules, with the images on its first entry', async () => {
    const order = await service.createImported(sale, imported('c1'));
    expect(order).toMatchObject({
      status: 'done',
      paymentStatus: 'CTT',
      code: orderCode(order.id),
      customerRequirements: '<p>Blue</p>',
      orderFeature: ['prioritize'],
    });
    expect(repo.entries.at(-1)).toMatchObject({
      orderId: order.id,
      status: 'done',
      note: 'Imported from Trello.',
      products: ['/uploads/2026/11/0123456789abcdef0123456789abcdef.png'],
    });
    expect(repo.claims.get('trello/c1')).toEqual({
      source: 'trello',
      cardId: 'c1',
      boardId: 'b1',
      logId: 7,
      orderId: order.id,
    });
  });

  it('refuses a card another import claimed', async () => {
    await service.createImported(sale, imported('c2'));
    await expect(service.createImported(sale, imported('c2'))).rejects.toBeInstanceOf(AlreadyImportedError);
  });

  it('validates the fields as POST /orders does', async () => {
    const bad = imported('c3');
    await expect(service.createImported(sale, { ...bad, input: { ...bad.input, name: '' } })).rejects.toThrow();
    expect(repo.claims.has('trello/c3')).toBe(false);
  });
});
