import type { Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { OUTSOURCE_VISIBLE_STATUSES } from '../../src/shared/domain/orderStatus';
import { expect, test, useFreshServer, withSetupPage } from './fixtures';
import { atPath, signIn, snapshot } from './harness';
import { apiGet } from './ordersFlow';

/**
 * Issue 12, the keyboard: Ctrl+K opens the command palette, which opens an order by its code and
 * a customer by name; `?` lists the shortcuts; on an order reached from the list, Alt+↓ and
 * Alt+↑ (or the header's buttons) move to the list's next and previous order; `/`, `n` and
 * `g o` act on the list. An outsourced designer's palette offers no screen they may not open,
 * and no order but their own.
 */

type Rows<T> = { results: T[] };
type Order = { id: number; code: string | null; designerId: number | null };

const omnibar = (page: Page) => page.locator('.bp6-omnibar');

async function openPalette(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(omnibar(page)).toBeVisible();
  await omnibar(page).locator('input').fill(text);
  await expect(omnibar(page).getByTestId('palette-searching')).toHaveCount(0);
}

/** Moves the palette's highlight down to the entry `testId` with the arrow keys. */
async function activate(page: Page, testId: string): Promise<void> {
  const entry = omnibar(page).getByTestId(testId);
  await expect(entry).toBeVisible();
  const active = async () => ((await entry.getAttribute('class')) ?? '').includes('bp6-active');
  for (let i = 0; i < 30 && !(await active()); i++) await page.keyboard.press('ArrowDown');
  await expect(entry).toHaveClass(/bp6-active/);
}

/** The order ids of the list's rows, top to bottom, as the table draws them. */
async function listedIds(page: Page): Promise<number[]> {
  const links = page.getByTestId('orders-table').locator('.bp6-table-quadrant-main a[href$="/edit"]');
  await expect(links.nth(2)).toBeVisible();
  return (await links.allInnerTexts()).map((text) => Number(text.replace('#', '')));
}

let ownOrderId = 0;
let foreignOrderId = 0;

useFreshServer();

test.beforeAll(async ({ browser }) => {
  await withSetupPage(browser, async (page) => {
    await signIn(page, demoEmail('manager'));
    const filter = (value: object) => encodeURIComponent(JSON.stringify(value));
    const users = await apiGet<Rows<{ id: number }>>(
      page,
      `/users?filter=${filter({ email: demoEmail('outsource') })}`,
    );
    const outsourceId = users.results[0].id;
    const own = await apiGet<Rows<Order>>(
      page,
      `/orders?filter=${filter({ designerId: outsourceId, status: { $in: OUTSOURCE_VISIBLE_STATUSES } })}&limit=1`,
    );
    const foreign = await apiGet<Rows<Order>>(
      page,
      `/orders?filter=${filter({ designerId: { $ne: outsourceId } })}&limit=1`,
    );
    ownOrderId = own.results[0].id;
    foreignOrderId = foreign.results[0].id;
  });
  expect(ownOrderId).toBeGreaterThan(0);
  expect(foreignOrderId).toBeGreaterThan(0);
});

test('the palette opens an order by its code, and a customer by name', async ({ page }) => {
  await signIn(page, demoEmail('manager'));
  const order = (await apiGet<Rows<Order>>(page, '/orders?limit=1&orderBy=-id')).results[0];
  expect(order.code).toBeTruthy();

  await openPalette(page, order.code ?? '');
  const found = omnibar(page).getByTestId(`palette-orders:${order.id}`);
  await expect(found).toBeVisible();
  await expect(found).toContainText(order.code ?? '');
  await expect(omnibar(page).getByText(en.palette.groups.orders, { exact: true })).toBeVisible();
  await snapshot(page, 'palette-order-code');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath(`/orders/${order.id}/edit`));
  await expect(omnibar(page)).toHaveCount(0);
  await expect(page.locator('.bo-page-title')).toContainText(`Order - #${order.id}`);

  const customer = (await apiGet<Rows<{ id: number; displayName: string }>>(page, '/customers?limit=1')).results[0];
  await openPalette(page, customer.displayName);
  await activate(page, `palette-customers:${customer.id}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath(`/customers/${customer.id}/edit`));
  await expect(page.getByTestId('customer-page')).toContainText(customer.displayName);
});

test('? lists the shortcuts, with the list’s own on a list page', async ({ page }) => {
  await signIn(page, demoEmail('manager'), '/orders');
  await listedIds(page);
  await page.keyboard.press('Shift+?');
  const dialog = page.getByRole('dialog', { name: en.shortcuts.title });
  await expect(dialog).toBeVisible();
  for (const label of [en.shortcuts.palette, en.menu.orders, en.shortcuts.focusSearch, en.shortcuts.create]) {
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  }
  await snapshot(page, 'palette-shortcuts-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('Alt+↓ and Alt+↑ move through the list the order was opened from, and stop at its edges', async ({ page }) => {
  await signIn(page, demoEmail('manager'), '/orders');
  const [first, second, third] = await listedIds(page);
  // The order's page, loaded with its pager: a key pressed while it loads has nothing to move.
  const atOrder = async (id: number) => {
    await expect(page).toHaveURL(atPath(`/orders/${id}/edit`));
    await expect(page.locator('.bo-page-title')).toContainText(`Order - #${id}`);
    await expect(page.getByTestId('record-pager')).toBeVisible();
  };
  await page.getByTestId('orders-table').locator(`a[href="/orders/${second}/edit"]`).click();
  await atOrder(second);

  await page.keyboard.press('Alt+ArrowDown');
  await atOrder(third);
  await page.keyboard.press('Alt+ArrowUp');
  await atOrder(second);
  await page.keyboard.press('Alt+ArrowUp');
  await atOrder(first);
  await expect(page.getByTestId('record-previous')).toBeDisabled();
  await expect(page.getByTestId('record-next')).toBeEnabled();
  await page.keyboard.press('Alt+ArrowUp');
  await atOrder(first);
  await page.getByTestId('record-next').click();
  await atOrder(second);

  // An order the list's first page does not show, opened from the palette, offers no neighbours.
  const oldest = (await apiGet<Rows<Order>>(page, '/orders?limit=1&orderBy=createdAt')).results[0];
  await openPalette(page, String(oldest.id));
  await activate(page, `palette-orders:${oldest.id}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath(`/orders/${oldest.id}/edit`));
  await expect(page.locator('.bo-page-title')).toContainText(`Order - #${oldest.id}`);
  await expect(page.getByTestId('record-pager')).toHaveCount(0);
});

test('/ searches the list, n creates, g o goes to the orders', async ({ page }) => {
  await signIn(page, demoEmail('manager'), '/customers');
  await expect(page.getByTestId('customers-list')).toBeVisible();
  await page.keyboard.press('/');
  await expect(page.getByTestId('list-search')).toBeFocused();
  await page.keyboard.type('Smith');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]q=Smith/);
  await page.getByTestId('list-search').blur();
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/#customers\/create$/);
  const form = page.getByRole('dialog');
  await expect(form.getByLabel(en.fields.displayName)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(page).not.toHaveURL(/#customers\/create$/);
  await page.keyboard.press('g');
  await page.keyboard.press('o');
  await expect(page).toHaveURL(atPath('/orders'));
});

test.describe('outsource@demo.local', () => {
  test('the palette offers no screen they may not open and no order but their own', async ({ page }) => {
    await signIn(page, demoEmail('outsource'));
    await openPalette(page, en.menu.customers);
    await expect(omnibar(page).getByTestId('palette-empty')).toBeVisible();
    await expect(omnibar(page).getByTestId('palette-screens:customers')).toHaveCount(0);

    await omnibar(page).locator('input').fill(en.menu.users);
    await expect(omnibar(page).getByTestId('palette-searching')).toHaveCount(0);
    await expect(omnibar(page).getByTestId('palette-screens:users')).toHaveCount(0);

    await omnibar(page).locator('input').fill(en.menu.orders);
    await expect(omnibar(page).getByTestId('palette-screens:orders')).toBeVisible();

    await omnibar(page).locator('input').fill(String(foreignOrderId));
    await expect(omnibar(page).getByTestId('palette-searching')).toHaveCount(0);
    await expect(omnibar(page).getByTestId(`palette-orders:${foreignOrderId}`)).toHaveCount(0);

    await omnibar(page).locator('input').fill(String(ownOrderId));
    await expect(omnibar(page).getByTestId(`palette-orders:${ownOrderId}`)).toBeVisible();
    await snapshot(page, 'palette-outsource');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atPath(`/orders/${ownOrderId}/edit`));
  });
});
