import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, call, createTestApp, list, SEED_IMAGE, SEED_IMAGE_2, signInAccounts, type TestApp } from './harness';

type Json = Record<string, unknown>;

const ACCOUNTS = ['manager', 'sale', 'leader', 'designer', 'delivery'] as const;

let t: TestApp;
let app: FastifyInstance;
let token: Record<(typeof ACCOUNTS)[number], string>;
let id: Record<(typeof ACCOUNTS)[number], number>;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  ({ token, id } = await signInAccounts(app, ACCOUNTS));
});

afterAll(async () => {
  await t.close();
});

async function step(who: (typeof ACCOUNTS)[number], body: Json) {
  const res = await act(app, token[who], '/orderHistories', body);
  return { status: res.statusCode, body: res.json<Json & { order: Json }>() };
}

const history = async (orderId: number) =>
  (
    await list<Json>(app, token.manager, 'orderHistories', {
      filter: { orderId },
      orderBy: 'createdAt,id',
      limit: 100,
      includes: 'assignedUsers,assigner',
    })
  ).results;

describe('the full path new order → done', () => {
  it('is walked by the right demo accounts, each step recorded', async () => {
    const created = await call(app, token.sale, 'POST', '/orders', {
      name: 'Logo for a bakery',
      thumbnail: SEED_IMAGE,
      customerRequirements: '<h3>Template/size</h3><p>A4</p><script>alert(1)</script>',
      dealPrice: 300_000,
    });
    expect(created.statusCode).toBe(201);
    const order = created.json<Json & { id: number }>();
    expect(order).toMatchObject({
      status: 'pre_order',
      paymentStatus: 'CTT',
      code: `DH${String(order.id).padStart(6, '0')}`,
    });
    expect(order.customerRequirements).toBe('<h3>Template/size</h3><p>A4</p>');
    const due = new Date(order.finishedDate as string).getTime() - Date.now();
    expect(due).toBeGreaterThan(23 * 3_600_000);
    expect(due).toBeLessThan(25 * 3_600_000);
    expect(await history(order.id)).toMatchObject([{ status: 'pre_order', isCurrent: true, accept: null }]);
    const orderId = order.id;

    expect((await step('sale', { orderId, action: 'accept', expectedStatus: 'pre_order' })).body.status).toBe(
      'new_deal',
    );

    const noDesigner = await step('leader', { orderId, action: 'assignDesigner', assignedUser: [id.leader] });
    expect(noDesigner).toMatchObject({
      status: 400,
      body: {
        message: 'Please Select designer for the Order.',
        details: { code: 'orderHistories.error.selectDesigner' },
      },
    });
    const assigned = await step('leader', {
      orderId,
      action: 'assignDesigner',
      assignedUser: [id.designer],
      note: 'Yours',
    });
    expect(assigned.status).toBe(201);
    expect(assigned.body.order).toMatchObject({ status: 'designer_confirm', designerId: id.designer });

    const confirmed = await step('designer', { orderId, action: 'accept', expectedStatus: 'designer_confirm' });
    expect(confirmed.body).toMatchObject({ status: 'design_in_progress', assignedUser: [id.designer] });

    const missing = 'Please Add your product and Assign LS or CPO before submit.';
    expect(await step('designer', { orderId, action: 'accept', assignedUser: [id.leader] })).toMatchObject({
      status: 400,
      body: { message: missing, details: { code: 'productsRequired' } },
    });
    expect((await step('designer', { orderId, action: 'accept', products: [SEED_IMAGE_2] })).status).toBe(400);
    const submitted = await step('designer', {
      orderId,
      action: 'accept',
      products: [SEED_IMAGE_2],
      assignedUser: [id.leader],
      status: 'verified',
    });
    expect(submitted.body).toMatchObject({ status: 'verified', products: [SEED_IMAGE_2] });
    expect(submitted.body.order).toMatchObject({ status: 'verified', qualityAssuranceId: id.leader });

    const verified = await step('leader', { orderId, action: 'accept', assignedUser: [id.delivery] });
    expect(verified.body.order).toMatchObject({ status: 'delivery', deliverId: id.delivery });

    const delivered = await step('delivery', { orderId, action: 'accept', note: 'Sent to the customer by mail' });
    expect(delivered.body.status).toBe('waiting_approved');

    expect((await step('sale', { orderId, action: 'accept', happy: 'yes' })).status).toBe(400);
    const done = await step('sale', { orderId, action: 'accept', note: 'ignored', happy: true });
    expect(done.body).toMatchObject({ status: 'done', note: 'Sent to the customer by mail' });
    // The sale's done step says the customer was happy: the done view's smile.
    expect(done.body.order).toMatchObject({ happy: true });

    const entries = await history(orderId);
    expect(entries.map((e) => e.status)).toEqual([
      'pre_order',
      'new_deal',
      'designer_confirm',
      'design_in_progress',
      'verified',
      'delivery',
      'waiting_approved',
      'done',
    ]);
    expect(entries.map((e) => e.accept)).toEqual([true, true, true, true, true, true, true, null]);
    expect(entries.filter((e) => e.isCurrent)).toHaveLength(1);
    expect(entries[2]).toMatchObject({ assignedUsers: [{ id: id.designer }], assigner: { id: id.leader } });

    const final = (await call(app, token.manager, 'GET', `/orders/${orderId}`)).json<Json>();
    expect(final).toMatchObject({ status: 'done', designerId: id.designer, deliverId: id.delivery });
  });
});
