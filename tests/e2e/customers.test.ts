import type { Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer } from './fixtures';
import { atPath, signIn, snapshot } from './harness';
import { apiGet } from './ordersFlow';

/**
 * Issue 9, customers and packages end to end: the manager opens a customer's page from the
 * list, finds its orders, packages and comments tabs with the rows the server holds, adds a
 * rated review (refused first without stars) and sees the customer's rating move on the
 * list; a package's show page gives its orders used and lists those orders.
 */

const MANAGER = demoEmail('manager');

type List<T> = { results: T[]; total: number };
type Customer = { id: number; displayName: string; rate: number | null; totalRate: number };
type Package = { id: number; name: string; orderUsed: number; orderCount: number; customerId: number };

useFreshServer();

/** The customer-role demo account's record: the seed gives it orders and a package. */
async function demoCustomer(page: Page): Promise<Customer> {
  const found = await apiGet<List<Customer>>(page, `/customers?filter=${encodeURIComponent('{"code":"KH0001"}')}`);
  return found.results[0];
}

async function searchList(page: Page, q: string): Promise<void> {
  const box = page.getByTestId('list-search');
  await box.fill(q);
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === q);
}

test('the manager opens a customer, reads its tabs and adds a rated review', async ({ page }) => {
  await signIn(page, MANAGER);
  const customer = await demoCustomer(page);
  const orders = await apiGet<List<unknown>>(
    page,
    `/orders?filter=${encodeURIComponent(`{"customerId":${customer.id}}`)}`,
  );
  const packages = await apiGet<List<unknown>>(
    page,
    `/packages?filter=${encodeURIComponent(`{"customerId":${customer.id}}`)}`,
  );
  expect(orders.total).toBeGreaterThan(0);
  expect(packages.total).toBeGreaterThan(0);

  await page.getByTestId('menu-customers').click();
  await expect(page).toHaveURL(atPath('/customers'));
  await searchList(page, customer.displayName);
  const table = page.getByTestId('resource-table');
  await expect(table.getByTestId('customer-rating').first()).toContainText(`(${customer.totalRate})`);
  await table.getByRole('button', { name: en.list.edit, exact: true }).first().click();
  await expect(page).toHaveURL(atPath(`/customers/${customer.id}/edit`));

  const customerPage = page.getByTestId('customer-page');
  await expect(customerPage.getByRole('heading', { name: customer.displayName })).toBeVisible();
  await expect(page.getByTestId('detail-about')).toBeVisible();
  await expect(page.getByTestId('detail-contact')).toBeVisible();
  await expect(page.getByTestId('activity-entry').first()).toBeVisible();
  for (const tab of [en.list.edit, en.customers.tabs.orders, en.customers.tabs.packages, en.customers.tabs.comments]) {
    await expect(page.getByRole('tab', { name: tab, exact: true })).toBeVisible();
  }

  await page.getByRole('tab', { name: en.customers.tabs.orders, exact: true }).click();
  await expect(page.getByTestId('customer-orders').getByTestId('related-order')).toHaveCount(
    Math.min(orders.total, 10),
  );

  await page.getByRole('tab', { name: en.customers.tabs.packages, exact: true }).click();
  await expect(page.getByTestId('customer-package')).toHaveCount(packages.total);

  await page.getByRole('tab', { name: en.customers.tabs.comments, exact: true }).click();
  const form = page.getByTestId('customer-comment-form');
  await form.getByLabel(en.comments.content).fill('Clear brief, quick answers.');
  await form.getByRole('button', { name: en.comments.sendReview }).click();
  await expect(form.getByText(en.comments.requireRate)).toBeVisible();
  await form.getByRole('radio', { name: 'good' }).click();
  await form.getByRole('button', { name: en.comments.sendReview }).click();
  await expect(page.getByTestId('customer-review').filter({ hasText: 'Clear brief, quick answers.' })).toBeVisible();
  await expect(page.getByTestId('activity-entry').filter({ hasText: 'Clear brief, quick answers.' })).toBeVisible();
  await snapshot(page, 'customer-page-comments');

  const after = await apiGet<Customer>(page, `/customers/${customer.id}`);
  expect(after.totalRate).toBe(customer.totalRate + 1);
  await page.getByTestId('menu-customers').click();
  await searchList(page, customer.displayName);
  await expect(page.getByTestId('resource-table').getByTestId('customer-rating').first()).toContainText(
    `(${after.totalRate})`,
  );
});

test('the packages list leads to a package with its orders used and its orders', async ({ page }) => {
  await signIn(page, MANAGER);
  const used = await apiGet<List<Package>>(page, `/packages?filter=${encodeURIComponent('{"orderUsed":{"$gt":0}}')}`);
  const pkg = used.results[0];
  expect(pkg).toBeDefined();

  await page.goto(`/packages?q=${encodeURIComponent(pkg.name)}`);
  await page.getByRole('button', { name: en.list.show, exact: true }).first().click();
  await expect(page).toHaveURL(/\/packages\/\d+\/show$/);
  const id = Number(/\/packages\/(\d+)\/show$/.exec(page.url())?.[1]);
  const shown = await apiGet<Package>(page, `/packages/${id}`);
  await expect(page.getByTestId('package-order-used')).toHaveText(
    en.packages.usedOf.replace('{{used}}', String(shown.orderUsed)).replace('{{count}}', String(shown.orderCount)),
  );
  const orders = page.getByTestId('package-orders').getByTestId('related-order');
  if (shown.orderUsed > 0) await expect(orders).toHaveCount(Math.min(shown.orderUsed, 10));
  await snapshot(page, 'package-show');
});

test('a field the registry adds reaches the list, the form and the customer’s page: priority', async ({ page }) => {
  await signIn(page, MANAGER);
  const customer = await demoCustomer(page);
  // The value is set through the API; the screens below were not changed to show it.
  await page.evaluate(async (id) => {
    const res = await fetch(`/api/v1/customers/${id}`);
    const row = (await res.json()) as { updatedAt: string };
    await fetch(`/api/v1/customers/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-bo-client': 'web' },
      body: JSON.stringify({ priority: 'vip', updatedAt: row.updatedAt }),
    });
  }, customer.id);

  await page.getByTestId('menu-customers').click();
  await searchList(page, customer.displayName);
  const table = page.getByTestId('resource-table');
  await expect(table.getByText(en.fields.priority, { exact: true }).first()).toBeVisible();
  await expect(table.getByText(en.fields.enum.vip, { exact: true }).first()).toBeVisible();

  await page.goto(`/customers/${customer.id}/edit`);
  await expect(page.getByTestId('detail-about').getByText(en.fields.priority, { exact: true })).toBeVisible();
  await expect(page.getByTestId('detail-about').getByText(en.fields.enum.vip, { exact: true })).toBeVisible();

  await page.goto('/customers#customers/create');
  await expect(page.getByLabel(en.fields.priority)).toBeVisible();
  await snapshot(page, 'customers-priority-form');
});
