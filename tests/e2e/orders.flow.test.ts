import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import en from '../../locales/en.json';
import { demoImage } from '../../src/server/db/seed/images';
import type { OrderStatus } from '../../src/shared/domain/orderStatus';
import { signIn, useE2eSetup, withPage } from './harness';
import {
  accept,
  apiGet,
  historyOf,
  labelled,
  openOrder,
  pickReference,
  PNG,
  statusLabel,
  step,
  timeline,
  waitForStatus,
} from './ordersFlow';

/**
 * Issue 3, end to end in Chromium: one order walks the whole workflow through the UI, each
 * step taken by the demo account whose job it is, from the sale's create dialog to the
 * customer's approval and the manager's reopen; someone without the flow permission sees no
 * action form.
 */

const DESIGNER = 'Lê Hoàng Nam'; // designer@demo.local
const LEADER = 'Trần Quốc Bảo'; // leader@demo.local
const ORDER_NAME = 'E2E poster for the spring sale';
const REOPEN_REASON = 'The customer wants the logo bigger.';

const e2e = useE2eSetup();
/** The order created by the sale, walked through by every later step. */
let orderId = 0;
/** The customer record customer@demo.local stands for. */
let customerId = 0;

/** Signs `email` in on a fresh context, opens the order's edit page and runs `body`. */
function as(email: string, name: string, body: (page: Page) => Promise<void>): Promise<void> {
  return withPage(e2e.browser, `orders-flow-${name}`, async (page) => {
    await signIn(page, e2e.server.baseUrl, email);
    await openOrder(page, e2e.server.baseUrl, orderId);
    await body(page);
  });
}

/**
 * After a step: the header tag shows `status`; the server holds `count` entries, the last one
 * waiting in `status` and the one before it closed with `closed`; the timeline shows the same,
 * newest first.
 */
async function expectStep(page: Page, status: OrderStatus, count: number, closed: 'true' | 'false') {
  await waitForStatus(page, status);
  const history = await historyOf(page, orderId);
  expect(history).toHaveLength(count);
  expect(history.at(-1)).toMatchObject({ status, accept: null, isCurrent: true });
  expect(history.at(-2)).toMatchObject({ accept: closed === 'true', isCurrent: false });
  const items = await timeline(page);
  expect(items.length).toBe(Math.min(count, 5));
  expect(items[0]).toEqual({ status: statusLabel(status), accept: 'null' });
  expect(items[1]).toEqual({ status: statusLabel(history.at(-2)!.status as OrderStatus), accept: closed });
}

describe('an order from the sale to the customer approval, and reopened', () => {
  test('the customer account is linked to a customer record', async () => {
    await withPage(e2e.browser, 'orders-flow-customer-record', async (page) => {
      await signIn(page, e2e.server.baseUrl, 'customer@demo.local');
      const me = await apiGet<{ customerId: number | null }>(page, '/users/me');
      expect(me.customerId).toEqual(expect.any(Number));
      customerId = me.customerId!;
    });
  });

  test('sale@demo.local creates it through the create dialog and accepts it into new_deal', async () => {
    await withPage(e2e.browser, 'orders-flow-sale-create', async (page) => {
      await signIn(page, e2e.server.baseUrl, 'sale@demo.local');
      const customer = await apiGet<{ id: number; displayName: string }>(page, `/customers/${customerId}`);
      expect(customer.displayName).not.toBe('');
      await page.goto(`${e2e.server.baseUrl}/orders`);
      await page.getByTestId('orders-table').waitFor();
      await page.getByRole('button', { name: en.list.create, exact: true }).click();
      await page.waitForURL((url) => url.hash === '#orders/create');
      const form = page.getByTestId('order-create-form');
      await form.waitFor();

      // The finish date defaults to 24 hours from now (spec section 5).
      const finish = await labelled(form, en.fields.finishedDate).inputValue();
      const hoursAhead = (new Date(finish).getTime() - Date.now()) / 3_600_000;
      expect(hoursAhead).toBeGreaterThan(23.9);
      expect(hoursAhead).toBeLessThanOrEqual(24);

      await labelled(form, en.fields.thumbnail).fill(demoImage('E2E thumb', 120));
      await labelled(form, en.fields.name).fill(ORDER_NAME);
      await pickReference(page, form, en.fields.customerId, customer.displayName, `#${customer.id}`);
      await labelled(form, en.fields.priceOrder).fill('1500000');
      await step(page, '1-create-dialog');

      const created = page.waitForResponse(
        (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/v1/orders',
      );
      await form.getByRole('button', { name: en.common.save, exact: true }).click();
      const response = await created;
      expect(response.status()).toBe(201);
      const order = (await response.json()) as { id: number; status: OrderStatus; customerId: number; name: string };
      expect(order).toMatchObject({ status: 'pre_order', customerId, name: ORDER_NAME, priceOrder: 1_500_000 });
      orderId = order.id;
      await form.waitFor({ state: 'detached' });

      await openOrder(page, e2e.server.baseUrl, orderId);
      await waitForStatus(page, 'pre_order');
      expect(await timeline(page)).toEqual([{ status: statusLabel('pre_order'), accept: 'null' }]);
      await accept(page, 'new_deal');
      await expectStep(page, 'new_deal', 2, 'true');
      await step(page, '2-new-deal');
    });
  });

  test('leader@demo.local assigns designer@demo.local: designer_confirm', async () => {
    await as('leader@demo.local', 'leader-assign', async (page) => {
      await waitForStatus(page, 'new_deal');
      await pickReference(page, page.getByTestId('action-panel'), en.workflow.assignee.designers, DESIGNER, DESIGNER);
      await accept(page, 'designer_confirm');
      await expectStep(page, 'designer_confirm', 3, 'true');
      await step(page, '3-designer-confirm');
    });
  });

  test('designer@demo.local confirms, uploads a product, adds a leader, submits: verified', async () => {
    await as('designer@demo.local', 'designer', async (page) => {
      await accept(page, 'design_in_progress');
      await expectStep(page, 'design_in_progress', 4, 'true');

      const panel = page.getByTestId('action-panel');
      await panel
        .getByTestId('image-upload')
        .locator('input[type=file]')
        .setInputFiles({ name: 'product.png', mimeType: 'image/png', buffer: PNG });
      await panel.locator('img[src*="/uploads/"]').first().waitFor();
      await pickReference(page, panel, en.workflow.assignee.leaders, LEADER, LEADER);
      await step(page, '4-design-in-progress');
      await accept(page, 'verified');
      await expectStep(page, 'verified', 5, 'true');
      const [submitted] = (await historyOf(page, orderId)).slice(-2);
      expect(submitted).toMatchObject({ status: 'design_in_progress', accept: true });
      const products = ((await historyOf(page, orderId)).at(-1)?.products ?? []) as string[];
      expect(products).toHaveLength(1);
      expect(products[0]).toMatch(/^\/uploads\/.+\.png$/);
      await step(page, '5-verified');
    });
  });

  test('leader@demo.local verifies: delivery', async () => {
    await as('leader@demo.local', 'leader-verify', async (page) => {
      await waitForStatus(page, 'verified');
      await accept(page, 'delivery');
      await expectStep(page, 'delivery', 6, 'true');
    });
  });

  test('delivery@demo.local delivers: waiting_approved', async () => {
    await as('delivery@demo.local', 'delivery', async (page) => {
      await waitForStatus(page, 'delivery');
      await accept(page, 'waiting_approved');
      await expectStep(page, 'waiting_approved', 7, 'true');
      await step(page, '6-waiting-approved');
    });
  });

  test('customer@demo.local approves: done, and the done view shows the duration', async () => {
    await as('customer@demo.local', 'customer-approve', async (page) => {
      await waitForStatus(page, 'waiting_approved');
      await accept(page, 'done');
      await expectStep(page, 'done', 8, 'true');
      const summary = page.getByTestId('done-summary');
      await summary.waitFor();
      expect(await summary.getByTestId('done-duration').innerText()).toMatch(/^\d+h \d+m$/);
      await step(page, '7-done');
    });
  });

  test('viewer@demo.local sees the order but no action form', async () => {
    await as('viewer@demo.local', 'viewer-refused', async (page) => {
      await waitForStatus(page, 'done');
      const panel = page.getByTestId('action-panel');
      await panel.getByTestId('action-unauth').getByText(en.orderHistories.error.unAuth, { exact: true }).waitFor();
      for (const name of [en.workflow.accept, en.workflow.reject, en.workflow.reopen]) {
        expect(await panel.getByRole('button', { name, exact: true }).count()).toBe(0);
      }
      expect(await panel.getByRole('textbox').count()).toBe(0);
      expect(await page.getByRole('button', { name: en.workflow.force, exact: true }).count()).toBe(0);
      await step(page, '8-viewer-refused');
    });
  });

  test('manager@demo.local reopens it with a reason: feedback', async () => {
    await as('manager@demo.local', 'manager-reopen', async (page) => {
      await waitForStatus(page, 'done');
      const panel = page.getByTestId('action-panel');
      // Without a reason nothing is sent.
      await panel.getByRole('button', { name: en.workflow.reopen, exact: true }).click();
      await panel.getByText(en.workflow.reasonRequired).waitFor();
      expect(await historyOf(page, orderId)).toHaveLength(8);

      await labelled(panel, en.workflow.reason).fill(REOPEN_REASON);
      await panel.getByRole('button', { name: en.workflow.reopen, exact: true }).click();
      await expectStep(page, 'feedback', 9, 'false');
      const history = await historyOf(page, orderId);
      expect(history.at(-2)).toMatchObject({ status: 'done', accept: false, report: REOPEN_REASON });
      expect(history.at(-1)).toMatchObject({ status: 'feedback', note: REOPEN_REASON });
      await page.getByTestId('order-history').getByText(`${en.orderHistories.report}: ${REOPEN_REASON}`).waitFor();
      await step(page, '9-reopened');
    });
  });
});
