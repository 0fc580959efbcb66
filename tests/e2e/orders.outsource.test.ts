import en from '../../locales/en.json' with { type: 'json' };
import { OUTSOURCE_VISIBLE_STATUSES } from '../../src/shared/domain/orderStatus';
import { expect, test, useFreshServer, withSetupPage } from './fixtures';
import { signIn, snapshot } from './harness';
import { apiGet, apiStatus } from './ordersFlow';

/**
 * Issue 3, end to end: outsource@demo.local gets the reduced orders list of only its own
 * requested orders, cannot open another designer's order, and sees its own order through the
 * read-only about card, without the employee panel.
 */

type OrderRow = { id: number; designerId: number | null; status: string };
type ListAnswer = { results: OrderRow[]; total: number };

/** As the manager sees them: the outsourced designer's visible orders and another designer's order. */
let own: ListAnswer;
let foreignOrderId = 0;

/** A list query string; the filter is sent as JSON. */
const query = (params: { filter: object; limit?: number }) =>
  new URLSearchParams({ filter: JSON.stringify(params.filter), limit: String(params.limit ?? 10) }).toString();

useFreshServer();

test.beforeAll(async ({ browser }) => {
  await withSetupPage(browser, async (page) => {
    await signIn(page, 'manager@demo.local');
    const userId = async (email: string) =>
      (await apiGet<{ results: { id: number }[] }>(page, `/users?${query({ filter: { email } })}`)).results[0].id;
    const outsourceId = await userId('outsource@demo.local');
    const designerId = await userId('designer@demo.local');
    own = await apiGet<ListAnswer>(
      page,
      `/orders?${query({ filter: { designerId: outsourceId, status: { $in: OUTSOURCE_VISIBLE_STATUSES } }, limit: 500 })}`,
    );
    const foreign = await apiGet<ListAnswer>(page, `/orders?${query({ filter: { designerId }, limit: 1 })}`);
    foreignOrderId = foreign.results[0].id;
  });
  expect(own.total).toBeGreaterThan(0);
  expect(foreignOrderId).toBeGreaterThan(0);
});

test.describe('outsource@demo.local', () => {
  test('sees only its own orders in the reduced list: no customer column', async ({ page }) => {
    const onPd = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/orders/on-pd');
    await signIn(page, 'outsource@demo.local', '/orders');
    expect((await onPd).status()).toBe(200);
    // Table2 draws its header in more than one quadrant: read the main one.
    const table = page.getByTestId('orders-table').locator('.bp6-table-quadrant-main');
    await expect(table.locator('a[href$="/edit"]').first()).toBeVisible();

    const headers = (await table.locator('.bo-header-name').allInnerTexts()).map((h) => h.trim());
    const c = en.orders.columns;
    expect(headers).toEqual([c.id, c.images, c.deadline, c.status, c.finishedDate, c.dealPrice]);
    expect(headers).not.toContain(c.customer);
    await expect(table.getByText(c.customer)).toHaveCount(0);

    const shown = (await table.locator('a[href$="/edit"]').allInnerTexts()).map((t) => Number(t.replace('#', '')));
    expect(shown.length).toBeGreaterThan(0);
    const ownIds = new Set(own.results.map((o) => o.id));
    for (const id of shown) expect(ownIds.has(id), `order #${id} is the outsourced designer's`).toBe(true);
    await expect(
      page.getByText(
        (own.total === 1 ? en.list.total_one : en.list.total_other).replace(
          '{{count, number}}',
          own.total.toLocaleString('en'),
        ),
      ),
    ).toBeVisible();
    await snapshot(page, 'orders-outsource-list');
  });

  test("cannot open another designer's order", async ({ page }) => {
    await signIn(page, 'outsource@demo.local');
    expect(await apiStatus(page, `/orders/${foreignOrderId}`)).toBe(404);
    await page.goto(`/orders/${foreignOrderId}/edit`);
    await expect(page.getByText(en.errors.loadFailed, { exact: true })).toBeVisible();
    await expect(page.getByText(`orders #${foreignOrderId} was not found.`)).toBeVisible();
    await expect(page.getByTestId('action-panel')).toHaveCount(0);
    await expect(page.getByTestId('outsource-about')).toHaveCount(0);
    await snapshot(page, 'orders-outsource-foreign');
  });

  test('sees its own order through the read-only about card, without the employee panel', async ({ page }) => {
    const mine = own.results[0];
    await signIn(page, 'outsource@demo.local', `/orders/${mine.id}/edit`);
    const about = page.getByTestId('outsource-about');
    await expect(about).toBeVisible();
    await expect(page.getByTestId('order-status').getByText(en.orderStatus[mine.status as 'done'])).toBeVisible();
    const labels = (await about.locator('th').allInnerTexts()).map((l) => l.trim());
    const f = en.fields;
    expect(labels).toEqual([f.productCatalogIds, f.nicheId, f.platformId, f.orderRequirementId, f.finishedDate]);
    await expect(about.locator('input, select, textarea, button')).toHaveCount(0);
    // No employee panel (dealer, sale, designer, …) and no editable order details card.
    for (const role of [f.dealerId, f.saleId, f.designerId, f.deliverId, f.guaId]) {
      await expect(page.locator('.bo-order-overview th').getByText(role, { exact: true })).toHaveCount(0);
    }
    await expect(page.getByText(en.orders.details, { exact: true })).toHaveCount(0);
    await snapshot(page, 'orders-outsource-own');
  });
});
