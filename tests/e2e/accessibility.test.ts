import type { Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { OUTSOURCE_VISIBLE_STATUSES } from '../../src/shared/domain/orderStatus';
import { expectAccessible } from './accessibility';
import { expect, test, useFreshServer } from './fixtures';
import { menuKeys, signIn } from './harness';
import { apiGet } from './ordersFlow';

/**
 * Issue 12, "Accessible to everyone": every screen passes axe-core's WCAG 2 A and AA rules with
 * no serious or critical violation. The manager opens every entry of the side menu (the
 * dashboard among them), an order's page and each of its tabs, the order create dialog, a
 * customer's and a user's page, the settings tabs that are not resource lists, the login page,
 * the command palette and the shortcuts dialog, in English; the main ones in Vietnamese and a
 * few at 700 px; the outsourced designer every entry of their reduced menu and one of their
 * orders. Each screen is checked once its content has loaded, not while its spinner shows; the
 * other end-to-end tests check every screen they take a snapshot of (harness.ts).
 */

type Rows<T> = { results: T[] };

/** Waits until the page shows content: the shell's main element, and no spinner or skeleton in it or a dialog. */
async function loaded(page: Page): Promise<void> {
  await expect(page.locator('main.bo-content > *').first()).toBeVisible();
  await expect(page.locator('main .bp6-spinner, main .bp6-skeleton, .bp6-dialog .bp6-spinner')).toHaveCount(0);
}

/** Opens `path`, waits for its content and checks it. */
async function visit(page: Page, path: string, screen: string): Promise<void> {
  await page.goto(path);
  await loaded(page);
  await expectAccessible(page, screen);
}

/** Opens each entry of the user's side menu, as tests/e2e/menu.everyEntry.test.ts does, and checks its screen. */
async function everyMenuEntry(page: Page, who: string): Promise<void> {
  for (const key of await menuKeys(page)) {
    await page.getByTestId(`menu-${key}`).click();
    await loaded(page);
    await expectAccessible(page, `${who}: menu ${key}`);
  }
}

/** Clicks each tab of the page's first tab list and checks the panel it shows. */
async function everyTab(page: Page, screen: string): Promise<void> {
  const tabs = page.locator('main [role="tablist"]').first().getByRole('tab');
  const count = await tabs.count();
  expect(count, `${screen} has tabs`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    const name = (await tab.innerText()).trim();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await loaded(page);
    await expectAccessible(page, `${screen}, tab ${name}`);
  }
}

async function firstId(page: Page, path: string): Promise<number> {
  const row = (await apiGet<Rows<{ id: number }>>(page, path)).results[0];
  expect(row, `a row of ${path}`).toBeTruthy();
  return row.id;
}

const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

async function openPalette(page: Page, text: string, screen: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const omnibar = page.locator('.bp6-omnibar');
  await expect(omnibar).toBeVisible();
  await omnibar.locator('input').fill(text);
  await expect(omnibar.getByTestId('palette-searching')).toHaveCount(0);
  await expect(omnibar.getByRole('menuitem').first()).toBeVisible();
  await expectAccessible(page, screen);
  await page.keyboard.press('Escape');
  await expect(omnibar).toHaveCount(0);
}

async function openShortcuts(page: Page, title: string, screen: string): Promise<void> {
  await page.keyboard.press('Shift+?');
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, screen);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

async function openOrderCreate(page: Page, screen: string): Promise<void> {
  await page.goto('/orders#orders/create');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await loaded(page);
  await expectAccessible(page, screen);
}

useFreshServer();

test('the login page, every entry of the manager’s menu, the palette and the shortcuts pass axe', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: en.auth.login.submit })).toBeVisible();
  await expectAccessible(page, 'login');
  await page.goto('/forgot-password');
  await expect(page.getByRole('button').first()).toBeVisible();
  await expectAccessible(page, 'forgot password');

  await signIn(page, demoEmail('manager'));
  await everyMenuEntry(page, 'manager');
  await page.getByTestId('menu-orders').click();
  await loaded(page);
  await openPalette(page, 'a', 'command palette');
  await openShortcuts(page, en.shortcuts.title, 'shortcuts dialog');
});

test('an order and its tabs, the order create dialog, a customer, a user and the settings tabs pass axe', async ({
  page,
}) => {
  await signIn(page, demoEmail('manager'));
  const orderId = await firstId(page, `/orders?filter=${filter({ status: 'new_deal' })}&limit=1`);
  await page.goto(`/orders/${orderId}/edit`);
  await expect(page.getByTestId('action-panel')).toBeVisible();
  await everyTab(page, 'order page');
  await openOrderCreate(page, 'order create dialog');
  await visit(page, `/customers/${await firstId(page, '/customers?limit=1')}/edit`, 'customer page');
  const designer = await firstId(page, `/users?filter=${filter({ email: demoEmail('designer') })}`);
  await visit(page, `/users/${designer}/edit`, 'user page');
  // The menu's entry opened the first settings tab, a resource list like the others; these two are not.
  await visit(page, '/settings/notifications', 'settings: notifications');
  await visit(page, '/settings/backups', 'settings: backups');
});

test('the main screens pass axe in Vietnamese, and a few at 700 px', async ({ page }) => {
  await signIn(page, demoEmail('manager'));
  await page.getByTestId('lang-switch').getByRole('button', { name: 'VI' }).click();
  await expect(page.getByTestId('menu-orders')).toHaveAccessibleName(vi.menu.orders);
  for (const key of ['dashboard', 'orders', 'customers']) {
    await page.getByTestId(`menu-${key}`).click();
    await loaded(page);
    await expectAccessible(page, `vi: menu ${key}`);
  }
  const orderId = await firstId(page, '/orders?limit=1&orderBy=-id');
  await page.goto(`/orders/${orderId}/edit`);
  await expect(page.getByTestId('action-panel')).toBeVisible();
  await expectAccessible(page, 'vi: order page');
  await openOrderCreate(page, 'vi: order create dialog');
  await visit(page, `/customers/${await firstId(page, '/customers?limit=1')}/edit`, 'vi: customer page');

  await page.setViewportSize({ width: 700, height: 900 });
  await visit(page, '/', 'vi, 700 px: dashboard');
  await page.getByTestId('lang-switch').getByRole('button', { name: 'EN' }).click();
  await expect(page.getByTestId('menu-orders')).toHaveAccessibleName(en.menu.orders);
  await page.getByTestId('menu-orders').click();
  await loaded(page);
  await expectAccessible(page, '700 px: orders list');
  await page.goto(`/orders/${orderId}/edit`);
  await expect(page.getByTestId('action-panel')).toBeVisible();
  await expectAccessible(page, '700 px: order page');
  await page.getByTestId('sidebar-toggle').click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expectAccessible(page, '700 px: side menu open');
});

test('the outsourced designer’s screens pass axe', async ({ page }) => {
  await signIn(page, demoEmail('outsource'));
  await everyMenuEntry(page, 'outsourced designer');
  const me = (await apiGet<{ id: number }>(page, '/users/me')).id;
  const orderId = await firstId(
    page,
    `/orders?filter=${filter({ designerId: me, status: { $in: OUTSOURCE_VISIBLE_STATUSES } })}&limit=1`,
  );
  await page.goto(`/orders/${orderId}/edit`);
  await expect(page.getByTestId('action-panel')).toBeVisible();
  await everyTab(page, 'outsourced designer: order page');
});
