import type { Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import type { OrderStatus } from '../../src/shared/domain/orderStatus';
import { expect, test, useFreshServer } from './fixtures';
import { signIn } from './harness';
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

useFreshServer();
/** The order created by the sale, walked through by every later step. */
let orderId = 0;
/** The customer record customer@demo.local stands for. */
let customerId = 0;

/** Signs `email` in on the test's page (a fresh context) and opens the order's edit page. */
async function as(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await openOrder(page, orderId);
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

test.describe('an order from the sale to the customer approval, and reopened', () => {
  // Each step continues the order of the steps before it: after a failure the rest is skipped.
  test.describe.configure({ mode: 'serial' });

  test('the customer account is linked to a customer record', async ({ page }) => {
    await signIn(page, 'customer@demo.local');
    const me = await apiGet<{ customerId: number | null }>(page, '/users/me');
    expect(me.customerId).toEqual(expect.any(Number));
    customerId = me.customerId!;
  });

  test('sale@demo.local creates it through the create dialog and accepts it into new_deal', async ({ page }) => {
    await signIn(page, 'sale@demo.local');
    const customer = await apiGet<{ id: number; displayName: string }>(page, `/customers/${customerId}`);
    expect(customer.displayName).not.toBe('');
    await page.goto('/orders');
    await expect(page.getByTestId('orders-table')).toBeVisible();
    await page.getByRole('button', { name: en.list.create, exact: true }).click();
    await expect(page).toHaveURL((url) => url.hash === '#orders/create');
    const form = page.getByTestId('order-create-form');
    await expect(form).toBeVisible();

    // The finish date defaults to 24 hours from now (spec section 5).
    const finish = await labelled(form, en.fields.finishedDate).inputValue();
    const hoursAhead = (new Date(finish).getTime() - Date.now()) / 3_600_000;
    expect(hoursAhead).toBeGreaterThan(23.9);
    expect(hoursAhead).toBeLessThanOrEqual(24);

    // The thumbnail is uploaded into its box: image fields take only the server's own uploads.
    const uploaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/uploadFile');
    await form.getByTestId('image-upload').locator('input[type=file]').setInputFiles({
      name: 'thumb.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    expect((await uploaded).status()).toBe(200);
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
    await expect(form).toHaveCount(0);

    await openOrder(page, orderId);
    await waitForStatus(page, 'pre_order');
    expect(await timeline(page)).toEqual([{ status: statusLabel('pre_order'), accept: 'null' }]);
    await accept(page, 'new_deal');
    await expectStep(page, 'new_deal', 2, 'true');
    await step(page, '2-new-deal');
  });

  test('leader@demo.local assigns designer@demo.local: designer_confirm', async ({ page }) => {
    await as(page, 'leader@demo.local');
    await waitForStatus(page, 'new_deal');
    await pickReference(page, page.getByTestId('action-panel'), en.workflow.assignee.designers, DESIGNER, DESIGNER);
    await accept(page, 'designer_confirm');
    await expectStep(page, 'designer_confirm', 3, 'true');
    await step(page, '3-designer-confirm');
  });

  test('designer@demo.local confirms, uploads a product, adds a leader, submits: verified', async ({ page }) => {
    await as(page, 'designer@demo.local');
    await accept(page, 'design_in_progress');
    await expectStep(page, 'design_in_progress', 4, 'true');

    const panel = page.getByTestId('action-panel');
    await panel
      .getByTestId('image-upload')
      .locator('input[type=file]')
      .setInputFiles({ name: 'product.png', mimeType: 'image/png', buffer: PNG });
    await expect(panel.locator('img[src*="/uploads/"]').first()).toBeVisible();
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

  test('leader@demo.local verifies: delivery', async ({ page }) => {
    await as(page, 'leader@demo.local');
    await waitForStatus(page, 'verified');
    await accept(page, 'delivery');
    await expectStep(page, 'delivery', 6, 'true');
  });

  test('delivery@demo.local delivers: waiting_approved', async ({ page }) => {
    await as(page, 'delivery@demo.local');
    await waitForStatus(page, 'delivery');
    await accept(page, 'waiting_approved');
    await expectStep(page, 'waiting_approved', 7, 'true');
    await step(page, '6-waiting-approved');
  });

  test('customer@demo.local approves: done, and the done view shows the duration', async ({ page }) => {
    await as(page, 'customer@demo.local');
    await waitForStatus(page, 'waiting_approved');
    await accept(page, 'done');
    await expectStep(page, 'done', 8, 'true');
    const summary = page.getByTestId('done-summary');
    await expect(summary).toBeVisible();
    await expect(summary.getByTestId('done-duration')).toHaveText(/^\d+h \d+m$/, { useInnerText: true });
    await step(page, '7-done');
  });

  test('viewer@demo.local sees the order but no action form', async ({ page }) => {
    await as(page, 'viewer@demo.local');
    await waitForStatus(page, 'done');
    const panel = page.getByTestId('action-panel');
    await expect(
      panel.getByTestId('action-unauth').getByText(en.orderHistories.error.unAuth, { exact: true }),
    ).toBeVisible();
    for (const name of [en.workflow.accept, en.workflow.reject, en.workflow.reopen]) {
      await expect(panel.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expect(panel.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: en.workflow.force, exact: true })).toHaveCount(0);
    await step(page, '8-viewer-refused');
  });

  test('manager@demo.local reopens it with a reason: feedback', async ({ page }) => {
    await as(page, 'manager@demo.local');
    await waitForStatus(page, 'done');
    const panel = page.getByTestId('action-panel');
    // Without a reason nothing is sent.
    await panel.getByRole('button', { name: en.workflow.reopen, exact: true }).click();
    await expect(panel.getByText(en.workflow.reasonRequired)).toBeVisible();
    expect(await historyOf(page, orderId)).toHaveLength(8);

    await labelled(panel, en.workflow.reason).fill(REOPEN_REASON);
    await panel.getByRole('button', { name: en.workflow.reopen, exact: true }).click();
    await expectStep(page, 'feedback', 9, 'false');
    const history = await historyOf(page, orderId);
    expect(history.at(-2)).toMatchObject({ status: 'done', accept: false, report: REOPEN_REASON });
    expect(history.at(-1)).toMatchObject({ status: 'feedback', note: REOPEN_REASON });
    await expect(
      page.getByTestId('order-history').getByText(`${en.orderHistories.report}: ${REOPEN_REASON}`),
    ).toBeVisible();
    await step(page, '9-reopened');
  });
});
