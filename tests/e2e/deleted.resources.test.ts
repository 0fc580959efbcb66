import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer } from './fixtures';
import { atPath, signIn, snapshot } from './harness';
import { apiGet } from './ordersFlow';

/**
 * Issue 41: the Deleted page has a tab for every resource that keeps deleted rows. The manager
 * restores a deleted product with Redo, then, in Vietnamese, a deleted department.
 */

const STAMP = Date.now() % 100_000;
const PRODUCT = `Spring poster ${STAMP}`;
const DEPARTMENT = `Phòng in ${STAMP}`;

useFreshServer();

/** Creates a row with the manager's session and soft-deletes it; its id. */
async function deleted(request: APIRequestContext, resource: string, name: string): Promise<number> {
  const web = { 'x-bo-client': 'web' };
  await request.post('/api/v1/auth/login', {
    headers: web,
    data: { email: demoEmail('manager'), password: DEMO_PASSWORD },
  });
  const created = await request.post(`/api/v1/${resource}`, { headers: web, data: { name } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await request.delete(`/api/v1/${resource}/${id}`, { headers: web })).status()).toBe(200);
  return id;
}

/** Opens the tab named `label`, finds `name` in it and restores it with the row's Redo. */
async function redo(page: Page, label: string, name: string, placeholder: string, redoText: string) {
  await page.getByRole('tab', { name: label, exact: true }).click();
  await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute('aria-selected', 'true');
  const search = page.getByPlaceholder(placeholder);
  await search.fill(name);
  await search.press('Enter');
  const table = page.getByTestId('resource-table');
  await expect(table).toContainText(name);
  await expect(table.getByRole('button', { name: redoText, exact: true })).toHaveCount(1);
}

test('the manager restores a deleted product, then a deleted department in Vietnamese', async ({ page, request }) => {
  const productId = await deleted(request, 'products', PRODUCT);
  const departmentId = await deleted(request, 'departments', DEPARTMENT);
  await signIn(page, demoEmail('manager'));
  await page.getByTestId('menu-deleted').click();
  await expect(page).toHaveURL(atPath('/deleted/orders'));
  for (const tab of [en.resources.users, en.resources.packages, en.resources.departments]) {
    await expect(page.getByRole('tab', { name: tab, exact: true })).toBeVisible();
  }
  await redo(page, en.resources.products, PRODUCT, en.list.searchPlaceholder, en.list.redo);
  await expect(page).toHaveURL(atPath('/deleted/products'));
  await snapshot(page, 'deleted-products');
  await page.getByTestId('resource-table').getByRole('button', { name: en.list.redo, exact: true }).click();
  await expect(page.getByTestId('resource-table')).toHaveCount(0);
  expect(await apiGet<{ isDelete: boolean }>(page, `/products/${productId}`)).toMatchObject({ isDelete: false });

  await page.getByTestId('lang-switch').getByRole('button', { name: 'VI' }).click();
  await redo(page, vi.resources.departments, DEPARTMENT, vi.list.searchPlaceholder, vi.list.redo);
  await snapshot(page, 'deleted-departments-vi');
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(page.getByTestId('resource-table')).toContainText(DEPARTMENT);
  await snapshot(page, 'deleted-departments-vi-700');
  await page.getByRole('button', { name: vi.list.redo, exact: true }).click();
  await expect(page.getByTestId('resource-table')).toHaveCount(0);
  expect(await apiGet<{ isDelete: boolean }>(page, `/departments/${departmentId}`)).toMatchObject({ isDelete: false });
});
