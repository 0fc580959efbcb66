import type { Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { OUTSOURCE_VISIBLE_STATUSES } from '../../src/shared/domain/orderStatus';
import { expect, test, useFreshServer, withSetupPage } from './fixtures';
import { atPath, menuKeys, signIn, snapshot } from './harness';
import { apiGet, apiStatus } from './ordersFlow';

/**
 * The audit trail in the UI: a manager changes an order's deal price, finds the change on
 * Logs › Audit trail with its filters, reads the old and new value in the drawer, follows the
 * record link to the order and sees the change again on its Changes tab; the Deleted page says
 * who deleted a customer; an outsourced designer, even granted the trail, gets no Logs entry
 * and no Changes tab.
 */

const MANAGER = demoEmail('manager');
const OUTSOURCE = demoEmail('outsource');

type Json = Record<string, unknown>;

/** The manager's display name, the order the manager edits and the outsourced designer's own order. */
let managerName = '';
let order = { id: 0, dealPrice: 0 };
let outsourceOrderId = 0;

/** A list query string; the filter is sent as JSON. */
const query = (filter: object, limit = 1) =>
  new URLSearchParams({ filter: JSON.stringify(filter), limit: String(limit), orderBy: '-id' }).toString();

/** A write to /api/v1{path} with the page's session cookie; throws on an error status. */
async function apiSend<T = Json>(page: Page, method: string, path: string, body?: object): Promise<T> {
  return page.evaluate(
    async ([method, url, body]) => {
      const headers: Record<string, string> = { 'x-bo-client': 'web' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}`);
      return (await res.json()) as T;
    },
    [method, `/api/v1${path}`, body] as const,
  );
}

/** An amount as the lists write it in English: `2,400,000`. */
const money = (amount: number) => amount.toLocaleString('en-US');

useFreshServer();

test.beforeAll(async ({ browser }) => {
  await withSetupPage(browser, async (page) => {
    await signIn(page, MANAGER);
    managerName = (await apiGet<{ displayName: string }>(page, '/users/me')).displayName;
    const newest = (await apiGet<{ results: { id: number; dealPrice: number | null }[] }>(page, `/orders?${query({})}`))
      .results[0];
    order = { id: newest.id, dealPrice: newest.dealPrice ?? 0 };

    // The outsourced designer's own order, and the trail granted: only the outsourced rule may hide it.
    const user = async (email: string) =>
      (await apiGet<{ results: Json[] }>(page, `/users?${query({ email })}`)).results[0];
    const outsource = await user(OUTSOURCE);
    const own = await apiGet<{ results: { id: number }[] }>(
      page,
      `/orders?${query({ designerId: outsource.id, status: { $in: OUTSOURCE_VISIBLE_STATUSES } })}`,
    );
    outsourceOrderId = own.results[0].id;
    const current = await apiGet<{ userPermission: Record<string, string[]> }>(
      page,
      `/auth/permissions?userId=${String(outsource.id)}`,
    );
    await apiSend(page, 'POST', '/auth/permissions', {
      userId: outsource.id,
      permission: { ...current.userPermission, auditEvents: ['get'] },
    });
  });
  expect(managerName).not.toBe('');
  expect(order.id).toBeGreaterThan(0);
  expect(outsourceOrderId).toBeGreaterThan(0);
});

test.describe('manager', () => {
  test('changes a deal price and reads it on Logs › Audit trail, in the drawer and on the order’s Changes tab', async ({
    page,
  }) => {
    const dealPrice = order.dealPrice + 123_000;
    await signIn(page, MANAGER, `/orders/${order.id}/edit`);
    const input = page.locator('#edit-dealPrice');
    await expect(input).toHaveValue(money(order.dealPrice));
    const saved = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/orders/dealPrice');
    await input.fill(String(dealPrice));
    await input.press('Enter');
    expect((await saved).status()).toBe(200);

    // The menu entry opens the first tab; the trail is the second.
    await page.getByTestId('menu-logs').click();
    await expect(page).toHaveURL(atPath('/logs/imports'));
    await page.getByRole('tab', { name: en.logs.tabs.audit }).click();
    await expect(page).toHaveURL(atPath('/logs/audit'));
    const trail = page.getByTestId('audit-table');
    await expect(trail).toBeVisible();

    // Narrow it to the order: resource Orders, record id, action Updated.
    await page.locator('#audit-filter-resource').click();
    await page.locator('#audit-filter-resource').fill(en.resources.orders);
    await page.getByRole('option', { name: en.resources.orders, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.locator('#audit-filter-action').click();
    await page.getByRole('option', { name: en.audit.actions.update, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.locator('#audit-filter-record').fill(String(order.id));
    await page.locator('#audit-filter-record').press('Enter');
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('resource') === 'orders' &&
        url.searchParams.get('action') === 'update' &&
        url.searchParams.get('recordId') === String(order.id),
    );
    const details = trail.getByRole('button', { name: en.audit.details });
    await expect(details).toHaveCount(1);
    await expect(trail.getByText(en.fields.dealPrice, { exact: true })).toBeVisible();
    await expect(trail.getByText(managerName, { exact: true })).toBeVisible();
    await snapshot(page, 'logs-audit-trail');

    await details.click();
    const drawer = page.getByTestId('audit-drawer');
    await expect(drawer).toBeVisible();
    const change = drawer.getByTestId('audit-diff').getByRole('row', { name: en.fields.dealPrice });
    await expect(change.locator('.bo-audit-before')).toContainText(money(order.dealPrice));
    await expect(change.locator('.bo-audit-after')).toContainText(money(dealPrice));
    await snapshot(page, 'logs-audit-drawer');

    // The record id leads to the order, whose Changes tab lists the same change.
    await drawer.getByRole('link', { name: `#${order.id}` }).click();
    await expect(page).toHaveURL(atPath(`/orders/${order.id}/edit`));
    await page.getByRole('tab', { name: en.audit.changes.tab }).click();
    const changes = page.getByTestId('order-changes');
    const latest = changes.locator('.bo-audit-change').first();
    await expect(latest.getByText(managerName, { exact: true })).toBeVisible();
    const row = latest.getByRole('row', { name: en.fields.dealPrice });
    await expect(row.locator('.bo-audit-before')).toContainText(money(order.dealPrice));
    await expect(row.locator('.bo-audit-after')).toContainText(money(dealPrice));
    await latest.getByRole('button', { name: en.audit.details }).click();
    await expect(page.getByTestId('audit-drawer').getByRole('row', { name: en.fields.dealPrice })).toContainText(
      money(dealPrice),
    );
    await snapshot(page, 'orders-changes-tab');
  });

  test('sees on the Deleted page who deleted a customer', async ({ page }) => {
    await signIn(page, MANAGER);
    const name = `Audit deleted ${Date.now().toString(36)}`;
    const customer = await apiSend<{ id: number }>(page, 'POST', '/customers', {
      displayName: name,
      phoneNumber: '0900000000',
    });
    await apiSend(page, 'DELETE', `/customers/${customer.id}`);

    await page.goto(`/deleted/customers?q=${encodeURIComponent(name)}`);
    // Table2 draws its header in more than one quadrant: read the main one.
    const table = page.getByTestId('resource-table').locator('.bp6-table-quadrant-main');
    await expect(table.getByText(name, { exact: true })).toBeVisible();
    const headers = (await table.locator('.bo-header-name').allInnerTexts()).map((h) => h.trim());
    const by = headers.indexOf(en.audit.deletedBy);
    expect(by, 'a Deleted by column').toBeGreaterThanOrEqual(0);
    expect(headers[by + 1]).toBe(en.audit.deletedAt);
    // Column 0 holds the row actions.
    const cell = (column: number) => table.locator(`.bp6-table-cell-row-0.bp6-table-cell-col-${column + 1}`);
    await expect(cell(by)).toHaveText(managerName);
    await expect(cell(by + 1)).toHaveText(/^\d{2}:\d{2}(AM|PM) \d{2}\/\d{2}\/\d{2}$/);
  });
});

test.describe('outsourced designer granted the trail', () => {
  test('has no Logs entry, cannot open the trail and sees no Changes tab on its own order', async ({ page }) => {
    await signIn(page, OUTSOURCE);
    expect(await menuKeys(page)).not.toContain('logs');
    await page.goto('/logs/audit');
    await expect(page).toHaveURL(atPath('/error/401'));

    await page.goto(`/orders/${outsourceOrderId}/edit`);
    await expect(page.getByTestId('outsource-about')).toBeVisible();
    await expect(page.getByRole('tab', { name: en.orders.tabs.history })).toBeVisible();
    await expect(page.getByRole('tab', { name: en.audit.changes.tab })).toHaveCount(0);
    expect(await apiStatus(page, `/orders/${outsourceOrderId}/changes`)).toBe(403);
    expect(await apiStatus(page, '/auditEvents')).toBe(403);
  });
});
