import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer } from './fixtures';
import { narrow, signIn, snapshot } from './harness';
import { apiGet, labelled, PNG } from './ordersFlow';

/**
 * Issue 41, orders that can be corrected: a manager renames an order and replaces its thumbnail
 * in the details dialog, opened from the page in English and from `#orders/{id}/edit` in
 * Vietnamese; the Changes tab says who changed the name.
 */

type Order = { id: number; name: string; thumbnail: string };

useFreshServer();

test('a manager renames an order and replaces its thumbnail, in English and Vietnamese', async ({ page }) => {
  await signIn(page, demoEmail('manager'));
  const order = (await apiGet<{ results: Order[] }>(page, '/orders?limit=1&orderBy=-id')).results[0];
  await page.goto(`/orders/${order.id}/edit`);
  await page.getByRole('button', { name: en.orders.editDetails }).click();
  const form = page.getByTestId('order-details-form');
  const name = labelled(form, en.fields.name);
  await expect(name).toHaveValue(order.name);
  await name.fill('Corrected poster name');
  const thumbnail = labelled(form, en.fields.thumbnail);
  const uploaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/uploadFile');
  await form.locator('input[type=file]').setInputFiles({ name: 'fixed.png', mimeType: 'image/png', buffer: PNG });
  expect((await uploaded).status()).toBe(200);
  await expect(thumbnail).not.toHaveValue(order.thumbnail);
  const newThumbnail = await thumbnail.inputValue();
  await snapshot(page, 'orders-corrections-dialog');
  await form.getByRole('button', { name: en.common.save }).click();
  await expect(page.getByText(`the update is successful for order #${order.id}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Corrected poster name' })).toBeVisible();
  expect(await apiGet<Order>(page, `/orders/${order.id}`)).toMatchObject({
    name: 'Corrected poster name',
    thumbnail: newThumbnail,
  });
  await page.getByRole('tab', { name: en.audit.changes.tab }).click();
  const latest = page.getByTestId('order-changes').locator('.bo-audit-change').first();
  await expect(latest.getByRole('row', { name: en.fields.name })).toContainText('Corrected poster name');
  await snapshot(page, 'orders-corrections-changes');

  // In Vietnamese, from the hash route: the same dialog over the page.
  await page.getByTestId('lang-switch').getByRole('button', { name: 'VI' }).click();
  await page.goto(`/orders/${order.id}/edit#orders/${order.id}/edit`);
  const viForm = page.getByTestId('order-details-form');
  const viName = labelled(viForm, vi.fields.name);
  await expect(viName).toHaveValue('Corrected poster name');
  await viName.fill('Tên đã sửa');
  await snapshot(page, 'orders-corrections-dialog-vi');
  await viForm.getByRole('button', { name: vi.common.save }).click();
  await expect(page.getByText(vi.orders.updatedOrder.replace('{{id}}', String(order.id)))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tên đã sửa' })).toBeVisible();
  await narrow(page);
  await page.goto(`/orders/${order.id}/edit#orders/${order.id}/edit`);
  await expect(labelled(page.getByTestId('order-details-form'), vi.fields.name)).toHaveValue('Tên đã sửa');
  await snapshot(page, 'orders-corrections-dialog-vi-700');
});

test('an outsourced designer sees no thumbnail or name to change', async ({ page }) => {
  await signIn(page, demoEmail('outsource'));
  const order = (await apiGet<{ results: Order[] }>(page, '/orders?limit=1')).results[0];
  await page.goto(`/orders/${order.id}/edit#orders/${order.id}/edit`);
  await expect(page.getByRole('heading', { name: order.name })).toBeVisible();
  await expect(page.getByTestId('order-details-form')).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.orders.editDetails })).toHaveCount(0);
});
