import en from '../../locales/en.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer } from './fixtures';
import { signIn, snapshot } from './harness';
import { apiGet } from './ordersFlow';

/**
 * Issue 12, lists and pages that stay true: what the sale changes in one browser appears in
 * the manager's open list in another, without a reload; the manager's open edit form keeps
 * what it holds and says who changed the record.
 */

useFreshServer();

interface Customer {
  readonly id: number;
  readonly displayName: string;
  readonly updatedAt: string;
}

/** PUT /api/v1{path} with the page's session cookie, as the web client sends it. */
async function apiPut(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ url, payload }) =>
      (
        await fetch(url, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-bo-client': 'web' },
          body: JSON.stringify(payload),
        })
      ).status,
    { url: `/api/v1${path}`, payload: body },
  );
}

async function rename(sale: Page, id: number, displayName: string): Promise<void> {
  const current = await apiGet<Customer>(sale, `/customers/${id}`);
  expect(await apiPut(sale, `/customers/${id}`, { displayName, updatedAt: current.updatedAt })).toBe(200);
}

test('a sale’s change reaches the manager’s open list and edit page without a reload', async ({ browser }) => {
  const manager = await browser.newPage();
  await signIn(manager, demoEmail('manager'));
  const sale = await browser.newPage();
  await signIn(sale, demoEmail('sale'));
  const customer = (await apiGet<{ results: Customer[] }>(manager, '/customers?orderBy=-createdAt&limit=1')).results[0];

  // The newest customer heads the list sorted by creation; a rename keeps it there.
  await manager.goto('/customers?orderBy=-createdAt');
  const table = manager.getByTestId('resource-table');
  await expect(table).toContainText(customer.displayName);
  // A mark on the page: a reload would wipe it.
  await manager.evaluate(() => ((globalThis as unknown as { liveMark: number }).liveMark = 1));

  const renamed = `Live rename ${Date.now() % 100_000}`;
  await rename(sale, customer.id, renamed);
  await expect(table).toContainText(renamed);
  expect(await manager.evaluate(() => (globalThis as unknown as { liveMark?: number }).liveMark)).toBe(1);
  await snapshot(manager, 'live-list-updated');

  await manager.goto(`/customers/${customer.id}/edit`);
  const values = (): Promise<string[]> =>
    manager
      .getByRole('textbox')
      .evaluateAll((inputs) => inputs.map((input) => String((input as unknown as { value: string }).value)));
  await expect.poll(values).toContain(renamed);
  await rename(sale, customer.id, `${renamed} again`);
  const callout = manager.getByRole('status').filter({ hasText: /changed this record/ });
  await expect(callout).toBeVisible();
  await expect(callout).toContainText('displayName');
  // The form still holds what the manager loaded; nothing of theirs was replaced.
  expect(await values()).toContain(renamed);
  await snapshot(manager, 'live-edit-changed');
  await callout.getByRole('button', { name: en.live.reload }).click();
  await expect(callout).toHaveCount(0);
  await expect.poll(values).toContain(`${renamed} again`);
});
