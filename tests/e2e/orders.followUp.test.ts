import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import type { OrderStatus } from '../../src/shared/domain/orderStatus';
import { expect, test, useFreshServer } from './fixtures';
import { narrow, signIn, snapshot } from './harness';
import { apiGet, openOrder } from './ordersFlow';

/**
 * Issue 41, the rest of the workflow: a note sent on the current step, a refused step that
 * starts its form afresh, the customer's mood on the step to done, a canceled order's
 * follow-up (Re-Open and Re New), and a force update to feedback that offers its mistake
 * record; the last two in Vietnamese.
 */

useFreshServer();

/** The first order at `status` (the manager reads every order). */
async function orderAt(page: Page, status: OrderStatus): Promise<{ id: number }> {
  const filter = encodeURIComponent(JSON.stringify({ status }));
  const found = await apiGet<{ results: { id: number }[] }>(page, `/orders?filter=${filter}&limit=1&orderBy=-id`);
  return found.results[0];
}

test.beforeEach(async ({ page }) => {
  await signIn(page, demoEmail('manager'));
});

test('a note is sent on the current step, and a refused step starts its form afresh', async ({ page }) => {
  const order = await orderAt(page, 'verified');
  await openOrder(page, order.id);
  const panel = page.getByTestId('action-panel');
  await panel.getByRole('button', { name: en.workflow.editNote }).click();
  await panel.getByRole('textbox', { name: en.workflow.note }).first().fill('Client wants it by Friday');
  await panel.getByRole('button', { name: en.workflow.sendNote }).click();
  await expect(page.getByText(en.workflow.noteSent)).toBeVisible();
  await expect(panel).toContainText('Client wants it by Friday');

  // The server refuses the step: the note typed for it is gone, nothing was recorded.
  await page.route('**/api/v1/orderHistories', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'Refused for the test' } })
      : route.fallback(),
  );
  const note = panel.locator('#step-note');
  await note.fill('Looks good');
  await panel.getByRole('button', { name: en.workflow.accept, exact: true }).click();
  await expect(page.getByText('Refused for the test')).toBeVisible();
  await expect(note).toHaveValue('');
  await snapshot(page, 'orders-follow-up-note');
});

test('the step to done says whether the customer was happy, and the done view smiles', async ({ page }) => {
  const order = await orderAt(page, 'waiting_approved');
  await openOrder(page, order.id);
  const panel = page.getByTestId('action-panel');
  await panel.getByText(en.workflow.happy.happy, { exact: true }).click();
  await snapshot(page, 'orders-follow-up-happy');
  await panel.getByRole('button', { name: en.workflow.accept, exact: true }).click();
  await expect(page.getByLabel(en.orders.happy)).toBeVisible();
  expect(await apiGet<{ happy: boolean | null }>(page, `/orders/${order.id}`)).toMatchObject({ happy: true });
});

test('in Vietnamese: a canceled order offers Re-Open and Re New; a force to feedback offers its mistake record', async ({
  page,
}) => {
  await page.getByTestId('lang-switch').getByRole('button', { name: 'VI' }).click();
  const canceled = await orderAt(page, 'canceled');
  await openOrder(page, canceled.id);
  const panel = page.getByTestId('action-panel');
  await expect(panel.getByRole('button', { name: vi.workflow.reopen })).toBeVisible();
  await expect(panel.getByRole('button', { name: vi.orders.renew })).toBeVisible();
  await snapshot(page, 'orders-follow-up-canceled-vi');
  await narrow(page);
  await expect(panel.getByRole('button', { name: vi.orders.renew })).toBeVisible();
  await snapshot(page, 'orders-follow-up-canceled-vi-700');
  await page.setViewportSize({ width: 1400, height: 900 });

  const delivered = await orderAt(page, 'delivery');
  await openOrder(page, delivered.id);
  await page.getByRole('button', { name: vi.workflow.force }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#force-status').selectOption('feedback');
  await dialog.locator('#force-note').fill('Khách báo sai màu');
  await dialog.getByRole('button', { name: vi.common.save }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(vi.orders.makeToMistake);
  await snapshot(page, 'orders-follow-up-force-feedback-vi');
  await confirm.getByRole('button', { name: vi.common.ok }).click();
  await expect(page).toHaveURL(new RegExp(`#mistakeRecords/create\\?orderId=${delivered.id}`));
  await expect(page.getByRole('dialog')).toBeVisible();
});
