import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import en from '../../locales/en.json';
import vi from '../../locales/vi.json';
import { pathOf, signIn, snapshot, useE2eSetup, withPage } from './harness';

/**
 * Issue 2, end to end: the manager signs in, manages a niche from Settings, deletes and redoes
 * a customer (niches have no `isDelete`, so their delete is final; customers are soft-deleted
 * and come back with Redo from the deleted page), switches the language and logs out.
 */

const MANAGER = 'manager@demo.local';

const e2e = useE2eSetup();

/** A name no seeded row has, so a search finds exactly the row the test made. */
function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/**
 * Types `q` in the list's search box, presses Enter, and waits for the query string to carry
 * it and for the list request with that `q` to be answered (the table keeps the previous rows
 * while it fetches).
 */
async function search(page: Page, q: string): Promise<void> {
  const box = page.getByTestId('list-search');
  await box.fill(q);
  const answered = page.waitForResponse(
    (res) => new URL(res.url()).pathname.startsWith('/api/v1/') && new URL(res.url()).searchParams.get('q') === q,
  );
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === q);
  expect((await answered).ok()).toBe(true);
}

/** The table cell showing exactly `text`. */
function cell(page: Page, text: string) {
  return page.getByTestId('resource-table').locator('.bp6-table-cell').getByText(text, { exact: true });
}

/** Waits until the list shows its empty state for the current search. */
async function expectEmptyList(page: Page, q: string): Promise<void> {
  await page.getByText(`Nothing matches “${q}”.`).waitFor();
  expect(await page.getByTestId('resource-table').count()).toBe(0);
}

/** Opens the only row's `action` button (Edit, Delete, Redo) and checks it is the only one. */
async function rowAction(page: Page, action: string) {
  const buttons = page.getByTestId('resource-table').getByRole('button', { name: action, exact: true });
  await expect.poll(() => buttons.count(), { timeout: 10_000 }).toBe(1);
  return buttons.first();
}

/** Confirms the delete Alert (popup.alertDelete) and waits for it to close. */
async function confirmDelete(page: Page): Promise<void> {
  const alert = page.getByRole('alertdialog');
  await alert.getByText(en.popup.alertDelete).waitFor();
  await alert.getByRole('button', { name: 'Delete', exact: true }).click();
  await alert.waitFor({ state: 'detached' });
}

describe('manager', () => {
  test('signs in to the dashboard, then creates, finds, edits and deletes a niche in Settings', async () => {
    await withPage(e2e.browser, 'manager-niches', async (page) => {
      await signIn(page, e2e.server.baseUrl, MANAGER);
      expect(pathOf(page)).toBe('/');
      await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
      expect(await page.getByTestId('sidebar').isVisible()).toBe(true);
      await snapshot(page, 'manager-dashboard');

      await page.getByTestId('menu-settings').click();
      await page.waitForURL((url) => url.pathname === '/settings/niches');
      await page.getByRole('tab', { name: 'Niches', selected: true }).waitFor();
      await page.getByTestId('resource-table').waitFor();
      await snapshot(page, 'manager-settings-niches');

      // Create: an empty form is refused before it is sent.
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.waitForURL((url) => url.hash === '#niches/create');
      const createDialog = page.getByRole('dialog', { name: 'Niches · Create' });
      await createDialog.waitFor();
      await createDialog.getByRole('button', { name: 'Save' }).click();
      await createDialog.getByText('The field is required').waitFor();
      await snapshot(page, 'manager-niche-create-required');
      expect(await createDialog.isVisible()).toBe(true);

      const name = uniqueName('E2E niche');
      await createDialog.getByLabel('Name').fill(name);
      await createDialog.getByLabel('Description').fill('Made by the end-to-end test');
      await createDialog.getByRole('button', { name: 'Save' }).click();
      await createDialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).hash).toBe('');

      // Find it with the search box (Enter submits; the query string keeps it).
      await search(page, name);
      await cell(page, name).waitFor();

      // Edit its name through the row's Edit action.
      await (await rowAction(page, 'Edit')).click();
      await page.waitForURL((url) => /^#niches\/\d+\/edit$/.test(url.hash));
      const editDialog = page.getByRole('dialog', { name: /^Niches · Edit #\d+$/ });
      const nameInput = editDialog.getByLabel('Name');
      await nameInput.waitFor();
      expect(await nameInput.inputValue()).toBe(name);
      const edited = `${name} edited`;
      await nameInput.fill(edited);
      await snapshot(page, 'manager-niche-edit');
      await editDialog.getByRole('button', { name: 'Save' }).click();
      await editDialog.waitFor({ state: 'detached' });
      await cell(page, edited).waitFor();
      expect(await cell(page, name).count()).toBe(0);

      // Delete it, confirmed: niches have no isDelete, so it is gone for good.
      await (await rowAction(page, 'Delete')).click();
      await confirmDelete(page);
      await expectEmptyList(page, name);
      await search(page, edited);
      await expectEmptyList(page, edited);
    });
  });

  test('creates, edits, deletes and redoes a customer from the deleted page', async () => {
    await withPage(e2e.browser, 'manager-customer-redo', async (page) => {
      await signIn(page, e2e.server.baseUrl, MANAGER);
      await page.getByTestId('menu-customers').click();
      await page.waitForURL((url) => url.pathname === '/customers');
      await page.getByTestId('resource-table').waitFor();

      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.waitForURL((url) => url.hash === '#customers/create');
      const createDialog = page.getByRole('dialog', { name: 'Customers · Create' });
      const name = uniqueName('E2E customer');
      await createDialog.getByLabel('Display name').fill(name);
      await createDialog.getByRole('button', { name: 'Save' }).click();
      await createDialog.waitFor({ state: 'detached' });

      await search(page, name);
      await cell(page, name).waitFor();

      await (await rowAction(page, 'Edit')).click();
      const editDialog = page.getByRole('dialog', { name: /^Customers · Edit #\d+$/ });
      const edited = `${name} edited`;
      await editDialog.getByLabel('Display name').fill(edited);
      await editDialog.getByRole('button', { name: 'Save' }).click();
      await editDialog.waitFor({ state: 'detached' });
      await cell(page, edited).waitFor();

      // Delete: the customer leaves the list but is only marked deleted.
      await (await rowAction(page, 'Delete')).click();
      await confirmDelete(page);
      await expectEmptyList(page, name);

      // Redo from Deleted → Customers.
      await page.getByTestId('menu-deleted').click();
      await page.waitForURL((url) => url.pathname === '/deleted/orders');
      await page.getByRole('tab', { name: 'Customers' }).click();
      await page.waitForURL((url) => url.pathname === '/deleted/customers');
      await search(page, edited);
      await cell(page, edited).waitFor();
      const table = page.getByTestId('resource-table');
      expect(await table.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
      expect(await table.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
      await snapshot(page, 'manager-deleted-customers');
      await (await rowAction(page, 'Redo')).click();
      await expectEmptyList(page, edited);

      // Back in the customers list.
      await page.goto(`${e2e.server.baseUrl}/customers?q=${encodeURIComponent(edited)}`);
      await cell(page, edited).waitFor();
      await rowAction(page, 'Delete');
    });
  });

  test('switches to Vietnamese and back, logs out, and private URLs then go to /login', async () => {
    await withPage(e2e.browser, 'manager-language-logout', async (page) => {
      await signIn(page, e2e.server.baseUrl, MANAGER);
      const settings = page.getByTestId('menu-settings');
      const customers = page.getByTestId('menu-customers');
      const langSwitch = page.getByTestId('lang-switch');
      expect((await settings.innerText()).trim()).toBe(en.menu.settings);

      await langSwitch.getByRole('button', { name: 'VI', exact: true }).click();
      await settings.getByText(vi.menu.settings, { exact: true }).waitFor();
      expect((await customers.innerText()).trim()).toBe(vi.menu.customers);
      expect(await langSwitch.getByRole('button', { name: 'VI', exact: true }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await snapshot(page, 'manager-dashboard-vi');

      // The choice is kept locally: a reload stays in Vietnamese.
      await page.reload();
      await settings.getByText(vi.menu.settings, { exact: true }).waitFor();

      await langSwitch.getByRole('button', { name: 'EN', exact: true }).click();
      await settings.getByText(en.menu.settings, { exact: true }).waitFor();
      expect((await customers.innerText()).trim()).toBe(en.menu.customers);

      // Log out through the user menu.
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: en.header.logout }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await page.getByTestId('sidebar').count()).toBe(0);

      // The server forgot the session too.
      const status = await page.evaluate(async () => (await fetch('/api/v1/users/me')).status);
      expect(status).toBe(401);

      // A private URL, loaded and reloaded, lands on the login page.
      await page.goto(`${e2e.server.baseUrl}/settings/niches`);
      await page.waitForURL((url) => url.pathname === '/login');
      await page.reload();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(pathOf(page)).toBe('/login');
    });
  });
});
