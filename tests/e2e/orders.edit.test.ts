import en from '../../locales/en.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer } from './fixtures';
import { atPath, signIn, snapshot } from './harness';
import { apiGet, historyOf, labelled, pickReference } from './ordersFlow';

/**
 * Issue 9, an order after its creation: the sale changes its customer, package and note in the
 * details dialog and reads each change on its Changes tab; the leader, who reads no customers,
 * sees the customer there but cannot change it; the sale starts a new order from a done one
 * with 'Re New'.
 */

type Order = { id: number; status: string; customerId: number | null; note: string | null; packageId: number | null };
type Page<T> = { results: T[] };

useFreshServer();

test('the sale edits an order’s customer, package and note and reads the change on its Changes tab', async ({
  page,
}) => {
  await signIn(page, demoEmail('sale'));
  const orders = await apiGet<Page<Order>>(
    page,
    `/orders?filter=${encodeURIComponent('{"status":"new_deal"}')}&limit=1`,
  );
  const order = orders.results[0];
  // A customer other than the order's, which has a package.
  const packages = await apiGet<Page<{ id: number; name: string; customerId: number | null }>>(
    page,
    '/packages?limit=50',
  );
  const pkg = packages.results.find((p) => p.customerId !== null && p.customerId !== order.customerId)!;
  const customer = await apiGet<{ id: number; displayName: string }>(page, `/customers/${pkg.customerId}`);

  await page.goto(`/orders/${order.id}/edit`);
  await page.getByRole('button', { name: en.orders.editDetails }).click();
  const form = page.getByTestId('order-details-form');
  await pickReference(page, form, en.fields.customerId, customer.displayName, `#${customer.id}`);
  await labelled(form, en.fields.packageId).selectOption({ label: pkg.name });
  await labelled(form, en.fields.note).fill('Moved to the customer’s package');
  await snapshot(page, 'orders-details-dialog');
  await form.getByRole('button', { name: en.common.save }).click();
  await expect(page.getByText(`the update is successful for order #${order.id}`)).toBeVisible();
  await expect(form).toHaveCount(0);

  const after = await apiGet<Order>(page, `/orders/${order.id}`);
  expect(after).toMatchObject({ customerId: customer.id, packageId: pkg.id, note: 'Moved to the customer’s package' });

  await page.getByRole('tab', { name: en.audit.changes.tab }).click();
  const latest = page.getByTestId('order-changes').locator('.bo-audit-change').first();
  await expect(latest.getByRole('row', { name: en.fields.note })).toContainText('Moved to the customer’s package');
  const packageRow = latest.getByRole('row').filter({ has: page.getByText(en.fields.packageId, { exact: true }) });
  await expect(packageRow).toContainText(pkg.name);
});

test('the leader, who reads no customers, sees the order’s customer in the dialog but cannot change it', async ({
  page,
}) => {
  await signIn(page, demoEmail('leader'));
  const order = (
    await apiGet<Page<Order>>(page, `/orders?filter=${encodeURIComponent('{"status":"new_deal"}')}&limit=1&offset=1`)
  ).results[0];
  const named = await apiGet<{ customer: { displayName: string } | null }>(
    page,
    `/orders/${order.id}?includes=customer`,
  );
  await page.goto(`/orders/${order.id}/edit`);
  await page.getByRole('button', { name: en.orders.editDetails }).click();
  const form = page.getByTestId('order-details-form');
  await expect(form.locator('#details-customerId')).toBeDisabled();
  await expect(form.locator('#details-customerId')).toHaveValue(named.customer?.displayName ?? '—');
  await labelled(form, en.fields.note).fill('Checked by the leader');
  await form.getByRole('button', { name: en.common.save }).click();
  await expect(form).toHaveCount(0);
  expect((await apiGet<Order>(page, `/orders/${order.id}`)).note).toBe('Checked by the leader');
  // The leader holds no price keys: the order price stays read-only beside the details.
  await expect(page.locator('#edit-priceOrder')).toBeDisabled();
});

test('the sale starts a new order from a done one with Re New', async ({ page }) => {
  await signIn(page, demoEmail('sale'));
  const done = (await apiGet<Page<Order>>(page, `/orders?filter=${encodeURIComponent('{"status":"done"}')}&limit=1`))
    .results[0];
  await page.goto(`/orders/${done.id}/edit`);
  await page.getByRole('button', { name: en.orders.renew }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`#${done.id}`);
  await dialog.getByRole('button', { name: en.orders.renew }).click();
  await expect(page).not.toHaveURL(atPath(`/orders/${done.id}/edit`));
  const id = Number(/\/orders\/(\d+)\/edit$/.exec(page.url())?.[1]);
  expect(id).toBeGreaterThan(done.id);
  await expect(page.getByTestId('order-status')).toHaveText(en.orderStatus.pre_order);
  const renewed = await apiGet<Order>(page, `/orders/${id}`);
  expect(renewed).toMatchObject({ status: 'pre_order', customerId: done.customerId });
  expect(await historyOf(page, id)).toEqual([expect.objectContaining({ note: `Re New of order #${done.id}.` })]);
  // An order in progress offers no Re New.
  await page.goto(`/orders/${id}/edit`);
  await expect(page.getByRole('button', { name: en.orders.refresh })).toBeVisible();
  await expect(page.getByRole('button', { name: en.orders.renew })).toHaveCount(0);
});
