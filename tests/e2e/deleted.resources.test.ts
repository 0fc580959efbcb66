import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer } from './fixtures';
import { atPath, narrow, signIn, snapshot } from './harness';
import { apiGet } from './ordersFlow';

/**
 * Issue 41: the Deleted page has a tab for every resource that keeps deleted rows. The manager
 * restores a deleted product with Redo; then, in Vietnamese, deletes a department with its edit
 * form's isDelete switch and restores it.
 */

const STAMP = Date.now() % 100_000;
const PRODUCT = `Spring poster ${STAMP}`;
const DEPARTMENT = `Phòng in ${STAMP}`;

useFreshServer();

const WEB = { 'x-bo-client': 'web' };

/** Creates a row with the manager's session; its id. */
async function created(request: APIRequestContext, resource: string, name: string): Promise<number> {
  await request.post('/api/v1/auth/login', {
    headers: WEB,
    data: { email: demoEmail('manager'), password: DEMO_PASSWORD },
  });
  const answer = await request.post(`/api/v1/${resource}`, { headers: WEB, data: { name } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
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

test('the manager restores a deleted product, then, in Vietnamese, a department deleted with its form switch', async ({
  page,
  request,
}) => {
  const productId = await created(request, 'products', PRODUCT);
  expect((await request.delete(`/api/v1/products/${productId}`, { headers: WEB })).status()).toBe(200);
  const departmentId = await created(request, 'departments', DEPARTMENT);
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
  await page.goto(`/departments#departments/${departmentId}/edit`);
  const form = page.getByRole('dialog');
  await form.getByText(vi.fields.isDelete, { exact: true }).click();
  await snapshot(page, 'departments-delete-switch-vi');
  await form.getByRole('button', { name: vi.form.save }).click();
  await expect(form).toHaveCount(0);
  expect((await apiGet<{ total: number }>(page, `/departments/getDelete?filter={"id":${departmentId}}`)).total).toBe(1);
  await page.goto('/deleted/orders');
  await redo(page, vi.resources.departments, DEPARTMENT, vi.list.searchPlaceholder, vi.list.redo);
  await snapshot(page, 'deleted-departments-vi');
  await narrow(page);
  await expect(page.getByTestId('resource-table')).toContainText(DEPARTMENT);
  await snapshot(page, 'deleted-departments-vi-700');
  await page.getByRole('button', { name: vi.list.redo, exact: true }).click();
  await expect(page.getByTestId('resource-table')).toHaveCount(0);
  expect(await apiGet<{ isDelete: boolean }>(page, `/departments/${departmentId}`)).toMatchObject({ isDelete: false });
});
