import type { Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer } from './fixtures';
import { narrow, signIn, snapshot } from './harness';
import { apiGet, pickReference } from './ordersFlow';

/**
 * Issue 37: staff find records the way they type, without diacritics and words in any order,
 * in the lists' search box, in the Ctrl+K palette and in a form's reference picker; a search
 * that finds nothing offers the closest spellings.
 */

useFreshServer();

type Rows<T> = { results: T[] };
type Customer = { id: number; displayName: string };

const byName = async (page: Page, name: string): Promise<Customer> => {
  const filter = encodeURIComponent(JSON.stringify({ displayName: name }));
  const [customer] = (await apiGet<Rows<Customer>>(page, `/customers?filter=${filter}`)).results;
  expect(customer, name).toBeDefined();
  return customer;
};

async function searchList(page: Page, text: string, placeholder = en.list.searchPlaceholder): Promise<void> {
  const box = page.getByPlaceholder(placeholder);
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL((url) => new URLSearchParams(url.search).get('q') === text);
}

test('the customers list finds "bui lin", and offers a spelling for "nguyn"', async ({ page }) => {
  await signIn(page, demoEmail('manager'), '/customers');
  const linh = await byName(page, 'Bùi Quốc Linh');
  await searchList(page, 'bui lin');
  const table = page.getByTestId('customers-list');
  await expect(table).toContainText('Bùi Quốc Linh');
  // Bùi Quốc Linh and Bùi Minh Linh, no one else.
  await expect(table).toContainText('Bùi Minh Linh');
  await expect(table).toContainText(en.list.total_other.replace('{{count, number}}', '2'));
  await snapshot(page, 'search-customers-bui-lin');

  await searchList(page, 'nguyn');
  const suggestions = page.getByTestId('search-suggestions');
  await expect(suggestions).toContainText(en.list.didYouMean);
  const first = suggestions.getByRole('button').first();
  const spelling = (await first.innerText()).trim();
  expect(spelling).toMatch(/^Nguyễn /);
  await snapshot(page, 'search-customers-suggestions');
  await first.click();
  await expect(page).toHaveURL((url) => new URLSearchParams(url.search).get('q') === spelling);
  await expect(table).toContainText(spelling);

  await page.getByTestId('lang-switch').getByRole('button', { name: 'VI' }).click();
  await searchList(page, 'nguyn', vi.list.searchPlaceholder);
  await expect(page.getByTestId('search-suggestions')).toContainText(vi.list.didYouMean);
  await snapshot(page, 'search-customers-suggestions-vi');
  await narrow(page);
  await expect(page.getByTestId('search-suggestions')).toBeVisible();
  await snapshot(page, 'search-customers-suggestions-vi-700');
  await searchList(page, 'linh bui', vi.list.searchPlaceholder);
  await expect(table).toContainText('Bùi Quốc Linh');
  await page.getByTestId('lang-switch').getByRole('button', { name: 'EN' }).click();
  expect(linh.id).toBeGreaterThan(0);
});

test('the palette finds "dang duc", and the order form’s customer picker "tuan dang"', async ({ page }) => {
  await signIn(page, demoEmail('manager'));
  const tuan = await byName(page, 'Đặng Đức Tuấn');
  await page.keyboard.press('Control+k');
  const omnibar = page.locator('.bp6-omnibar');
  await omnibar.locator('input').fill('dang duc');
  await expect(omnibar.getByTestId('palette-searching')).toHaveCount(0);
  const entry = omnibar.getByTestId(`palette-customers:${tuan.id}`);
  await expect(entry).toBeVisible();
  await snapshot(page, 'search-palette-dang-duc');
  await entry.click();
  await expect(page).toHaveURL((url) => url.pathname === `/customers/${tuan.id}/edit`);

  await page.goto('/orders#orders/create');
  const form = page.getByTestId('order-create-form');
  await expect(form).toBeVisible();
  await pickReference(page, form, en.fields.customerId, 'tuan dang', `#${tuan.id}`, tuan.displayName);
  await snapshot(page, 'search-order-form-customer');
});
