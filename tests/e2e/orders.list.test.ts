import vi from '../../locales/vi.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer } from './fixtures';
import { signIn, snapshot } from './harness';
import { apiGet } from './ordersFlow';

/**
 * The staff orders list embeds its relations as summaries (`embed=summary`): its cells still
 * name each order's customer (and its code) and designer, in English and Vietnamese, at
 * desktop width and at 700 px.
 */

useFreshServer();

type Named = { displayName: string; code?: string | null } | null;
type Listed = { id: number; name: string; codeCustomer: string | null; customer: Named; designer: Named };

test('the orders list names each order’s customer and designer from their summaries', async ({ page }) => {
  await signIn(page, demoEmail('manager'), '/orders');
  const list = page.getByTestId('orders-list');
  await expect(list).toBeVisible();
  const newest = await apiGet<{ results: Listed[] }>(
    page,
    '/orders?limit=10&orderBy=-createdAt&includes=customer,designer&embed=summary',
  );
  const order = newest.results.find((o) => o.customer && o.designer);
  if (!order?.customer || !order.designer) throw new Error('no order with a customer and a designer on the first page');
  // The table's cells are not ARIA rows: the order's own text runs from its name to its designer.
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const cells = new RegExp(
    [order.name, order.customer.displayName, order.designer.displayName].map(escaped).join('[^]*?'),
  );
  await expect(list).toContainText(cells);
  await expect(list).toContainText(order.codeCustomer ?? order.customer.code ?? '');
  await snapshot(page, 'orders-list-summaries');

  await page.getByTestId('lang-switch').getByRole('button', { name: 'VI' }).click();
  await expect(page.getByTestId('menu-orders')).toHaveAccessibleName(vi.menu.orders);
  await expect(list).toContainText(cells);
  await snapshot(page, 'orders-list-summaries-vi');
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(list).toBeVisible();
  await snapshot(page, 'orders-list-summaries-vi-700');
});
