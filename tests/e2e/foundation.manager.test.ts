import type { Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import { expect, test, useFreshServer } from './fixtures';
import { atPath, FINANCE_URL, signIn, snapshot } from './harness';

/**
 * Issue 2, end to end: the manager signs in, manages a niche from Settings, deletes and redoes
 * a customer (niches have no `isDelete`, so their delete is final; customers are soft-deleted
 * and come back with Redo from the deleted page), switches the language and logs out.
 */

const MANAGER = 'manager@demo.local';

useFreshServer();

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
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === q);
  expect((await answered).ok()).toBe(true);
}

/** The table cell showing exactly `text`. */
function cell(page: Page, text: string) {
  return page.getByTestId('resource-table').locator('.bp6-table-cell').getByText(text, { exact: true });
}

/** Waits until the list shows its empty state for the current search. */
async function expectEmptyList(page: Page, q: string): Promise<void> {
  await expect(page.getByText(`Nothing matches “${q}”.`)).toBeVisible();
  await expect(page.getByTestId('resource-table')).toHaveCount(0);
}

/** Opens the only row's `action` button (Edit, Delete, Redo) and checks it is the only one. */
async function rowAction(page: Page, action: string) {
  const buttons = page.getByTestId('resource-table').getByRole('button', { name: action, exact: true });
  await expect(buttons).toHaveCount(1, { timeout: 10_000 });
  return buttons.first();
}

/** Confirms the delete Alert (popup.alertDelete) and waits for it to close. */
async function confirmDelete(page: Page): Promise<void> {
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByText(en.popup.alertDelete)).toBeVisible();
  await alert.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(alert).toHaveCount(0);
}

test.describe('manager', () => {
  test('opens the finance site from the header with a single-sign-on key', async ({ page }) => {
    // The site answers from here: nothing leaves the machine.
    await page
      .context()
      .route(`${FINANCE_URL}**`, (route) => route.fulfill({ body: 'Finance', contentType: 'text/plain' }));
    await signIn(page, MANAGER);
    const popup = page.waitForEvent('popup');
    await page.getByTestId('finance-site').click();
    const site = await popup;
    await site.waitForLoadState();
    await expect(site.getByText('Finance')).toBeVisible();
    const opened = new URL(site.url());
    expect(opened.origin + opened.pathname).toBe(FINANCE_URL);
    expect(opened.searchParams.get('ssoKey')).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  test('signs in to the dashboard, then creates, finds, edits and deletes a niche in Settings', async ({ page }) => {
    await signIn(page, MANAGER);
    await expect(page).toHaveURL(atPath('/'));
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await snapshot(page, 'manager-dashboard');

    await page.getByTestId('menu-settings').click();
    await expect(page).toHaveURL(atPath('/settings/niches'));
    await expect(page.getByRole('tab', { name: 'Niches', selected: true })).toBeVisible();
    await expect(page.getByTestId('resource-table')).toBeVisible();
    await snapshot(page, 'manager-settings-niches');

    // Create: an empty form is refused before it is sent.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL((url) => url.hash === '#niches/create');
    const createDialog = page.getByRole('dialog', { name: 'Niches · Create' });
    await expect(createDialog).toBeVisible();
    await createDialog.getByRole('button', { name: 'Save' }).click();
    await expect(createDialog.getByText('The field is required')).toBeVisible();
    await snapshot(page, 'manager-niche-create-required');
    await expect(createDialog).toBeVisible();

    const name = uniqueName('E2E niche');
    await createDialog.getByLabel('Name').fill(name);
    await createDialog.getByLabel('Description').fill('Made by the end-to-end test');
    await createDialog.getByRole('button', { name: 'Save' }).click();
    await expect(createDialog).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.hash === '');

    // Find it with the search box (Enter submits; the query string keeps it).
    await search(page, name);
    await expect(cell(page, name)).toBeVisible();

    // Edit its name through the row's Edit action.
    await (await rowAction(page, 'Edit')).click();
    await expect(page).toHaveURL((url) => /^#niches\/\d+\/edit$/.test(url.hash));
    const editDialog = page.getByRole('dialog', { name: /^Niches · Edit #\d+$/ });
    const nameInput = editDialog.getByLabel('Name');
    await expect(nameInput).toHaveValue(name);
    const edited = `${name} edited`;
    await nameInput.fill(edited);
    await snapshot(page, 'manager-niche-edit');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(editDialog).toHaveCount(0);
    await expect(cell(page, edited)).toBeVisible();
    await expect(cell(page, name)).toHaveCount(0);

    // Delete it, confirmed: niches have no isDelete, so it is gone for good.
    await (await rowAction(page, 'Delete')).click();
    await confirmDelete(page);
    await expectEmptyList(page, name);
    await search(page, edited);
    await expectEmptyList(page, edited);
  });

  test('creates, edits, deletes and redoes a customer from the deleted page', async ({ page }) => {
    await signIn(page, MANAGER);
    await page.getByTestId('menu-customers').click();
    await expect(page).toHaveURL(atPath('/customers'));
    await expect(page.getByTestId('resource-table')).toBeVisible();

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL((url) => url.hash === '#customers/create');
    const createDialog = page.getByRole('dialog', { name: 'Customers · Create' });
    const name = uniqueName('E2E customer');
    await createDialog.getByLabel('Display name').fill(name);
    await createDialog.getByRole('button', { name: 'Save' }).click();
    await expect(createDialog).toHaveCount(0);

    await search(page, name);
    await expect(cell(page, name)).toBeVisible();

    // Edit is the customer's full page (create stays the modal).
    await (await rowAction(page, 'Edit')).click();
    await expect(page).toHaveURL(/\/customers\/\d+\/edit$/);
    const editPage = page.getByTestId('customer-page');
    const edited = `${name} edited`;
    await editPage.getByLabel('Display name').fill(edited);
    await editPage.getByRole('button', { name: 'Save' }).click();
    await expect(editPage.getByRole('heading', { name: edited })).toBeVisible();
    await page.getByTestId('menu-customers').click();
    await search(page, name);
    await expect(cell(page, edited)).toBeVisible();

    // Delete, with the row's isDelete switch: the customer leaves the list but is only marked deleted.
    await page.getByTestId('resource-table').getByTestId('customer-delete-switch').click({ force: true });
    await confirmDelete(page);
    await expectEmptyList(page, name);

    // Redo from Deleted → Customers.
    await page.getByTestId('menu-deleted').click();
    await expect(page).toHaveURL(atPath('/deleted/orders'));
    await page.getByRole('tab', { name: 'Customers' }).click();
    await expect(page).toHaveURL(atPath('/deleted/customers'));
    // The URL changes at once, the page once it has drawn the tab: search the customers' list, not the orders'.
    await expect(page.getByRole('tab', { name: 'Customers' })).toHaveAttribute('aria-selected', 'true');
    await search(page, edited);
    await expect(cell(page, edited)).toBeVisible();
    const table = page.getByTestId('resource-table');
    await expect(table.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(table.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
    await snapshot(page, 'manager-deleted-customers');
    await (await rowAction(page, 'Redo')).click();
    await expectEmptyList(page, edited);

    // Back in the customers list.
    await page.goto(`/customers?q=${encodeURIComponent(edited)}`);
    await expect(cell(page, edited)).toBeVisible();
    await expect(page.getByTestId('resource-table').getByTestId('customer-delete-switch')).not.toBeChecked();
  });

  test('switches to Vietnamese and back, logs out, and private URLs then go to /login', async ({ page }) => {
    await signIn(page, MANAGER);
    const settings = page.getByTestId('menu-settings');
    const customers = page.getByTestId('menu-customers');
    const langSwitch = page.getByTestId('lang-switch');
    await expect(settings).toHaveText(en.menu.settings, { useInnerText: true });

    await langSwitch.getByRole('button', { name: 'VI', exact: true }).click();
    await expect(settings.getByText(vi.menu.settings, { exact: true })).toBeVisible();
    await expect(customers).toHaveText(vi.menu.customers, { useInnerText: true });
    await expect(langSwitch.getByRole('button', { name: 'VI', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await snapshot(page, 'manager-dashboard-vi');

    // The choice is kept locally: a reload stays in Vietnamese.
    await page.reload();
    await expect(settings.getByText(vi.menu.settings, { exact: true })).toBeVisible();

    await langSwitch.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(settings.getByText(en.menu.settings, { exact: true })).toBeVisible();
    await expect(customers).toHaveText(en.menu.customers, { useInnerText: true });

    // Log out through the user menu.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: en.header.logout }).click();
    await expect(page).toHaveURL(atPath('/login'));
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);

    // The server forgot the session too.
    const status = await page.evaluate(async () => (await fetch('/api/v1/users/me')).status);
    expect(status).toBe(401);

    // A private URL, loaded and reloaded, lands on the login page.
    await page.goto('/settings/niches');
    await expect(page).toHaveURL(atPath('/login'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(atPath('/login'));
  });
});
