import { beforeAll, describe, expect, test } from 'vitest';
import en from '../../locales/en.json';
import { OUTSOURCE_VISIBLE_STATUSES } from '../../src/shared/domain/orderStatus';
import { signIn, snapshot, useE2eSetup, withPage } from './harness';
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

const e2e = useE2eSetup();

beforeAll(async () => {
  await withPage(e2e.browser, 'orders-outsource-setup', async (page) => {
    await signIn(page, e2e.server.baseUrl, 'manager@demo.local');
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

describe('outsource@demo.local', () => {
  test('sees only its own orders in the reduced list: no customer column', async () => {
    await withPage(e2e.browser, 'orders-outsource-list', async (page) => {
      const onPd = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/orders/on-pd');
      await signIn(page, e2e.server.baseUrl, 'outsource@demo.local');
      await page.goto(`${e2e.server.baseUrl}/orders`);
      expect((await onPd).status()).toBe(200);
      // Table2 draws its header in more than one quadrant: read the main one.
      const table = page.getByTestId('orders-table').locator('.bp6-table-quadrant-main');
      await table.locator('a[href$="/edit"]').first().waitFor();

      const headers = (await table.locator('.bo-header-name').allInnerTexts()).map((h) => h.trim());
      const c = en.orders.columns;
      expect(headers).toEqual([c.id, c.images, c.deadline, c.status, c.finishedDate, c.dealPrice]);
      expect(headers).not.toContain(c.customer);
      expect(await table.getByText(c.customer).count()).toBe(0);

      const shown = (await table.locator('a[href$="/edit"]').allInnerTexts()).map((t) => Number(t.replace('#', '')));
      expect(shown.length).toBeGreaterThan(0);
      const ownIds = new Set(own.results.map((o) => o.id));
      for (const id of shown) expect(ownIds.has(id), `order #${id} is the outsourced designer's`).toBe(true);
      await page
        .getByText((own.total === 1 ? en.list.total_one : en.list.total_other).replace('{{count}}', String(own.total)))
        .waitFor();
      await snapshot(page, 'orders-outsource-list');
    });
  });

  test("cannot open another designer's order", async () => {
    await withPage(e2e.browser, 'orders-outsource-foreign', async (page) => {
      await signIn(page, e2e.server.baseUrl, 'outsource@demo.local');
      expect(await apiStatus(page, `/orders/${foreignOrderId}`)).toBe(404);
      await page.goto(`${e2e.server.baseUrl}/orders/${foreignOrderId}/edit`);
      await page.getByText(en.errors.loadFailed, { exact: true }).waitFor();
      await page.getByText(`orders #${foreignOrderId} was not found.`).waitFor();
      expect(await page.getByTestId('action-panel').count()).toBe(0);
      expect(await page.getByTestId('outsource-about').count()).toBe(0);
      await snapshot(page, 'orders-outsource-foreign');
    });
  });

  test('sees its own order through the read-only about card, without the employee panel', async () => {
    const mine = own.results[0];
    await withPage(e2e.browser, 'orders-outsource-own', async (page) => {
      await signIn(page, e2e.server.baseUrl, 'outsource@demo.local');
      await page.goto(`${e2e.server.baseUrl}/orders/${mine.id}/edit`);
      const about = page.getByTestId('outsource-about');
      await about.waitFor();
      await page
        .getByTestId('order-status')
        .getByText(en.orderStatus[mine.status as 'done'])
        .waitFor();
      const labels = (await about.locator('th').allInnerTexts()).map((l) => l.trim());
      const f = en.fields;
      expect(labels).toEqual([f.productCatalogIds, f.nicheId, f.platformId, f.orderRequirementId, f.finishedDate]);
      expect(await about.locator('input, select, textarea, button').count()).toBe(0);
      // No employee panel (dealer, sale, designer, …) and no editable order details card.
      for (const role of [f.dealerId, f.saleId, f.designerId, f.deliverId, f.guaId]) {
        expect(await page.locator('.bo-order-overview th').getByText(role, { exact: true }).count()).toBe(0);
      }
      expect(await page.getByText(en.orders.details, { exact: true }).count()).toBe(0);
      await snapshot(page, 'orders-outsource-own');
    });
  });
});
