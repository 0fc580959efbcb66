import type { Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { lateAtStageFilter } from '../../src/shared/domain/stageLateness';
import { expect, test, useFreshServer } from './fixtures';
import { signIn, snapshot } from './harness';
import { apiGet } from './ordersFlow';

/**
 * Deadlines per stage end to end: the manager turns on "Late at its stage" in the orders list's
 * Filter panel and sees only the orders past their stage's budget, each tagged with how late;
 * the dashboard's late hand-offs count them per holding department and a department's row opens
 * the list on that department's late orders; the outsourced designer's switch lists only their own.
 */

type LateList = { results: { id: number; stageDueAt: string | null }[]; total: number };
type Handoffs = { total: number; departments: { departmentId: number | null; total: number }[] };

const MANAGER = demoEmail('manager');
const OUTSOURCE = demoEmail('outsource');

const lateQuery = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ filter: JSON.stringify(lateAtStageFilter(new Date())), limit: '500', ...extra }).toString();

const totalText = (n: number) =>
  (n === 1 ? en.list.total_one : en.list.total_other).replace('{{count, number}}', n.toLocaleString('en'));

/** The order ids the list's table shows (Table2 draws in quadrants: the main one). */
async function shownIds(page: Page): Promise<number[]> {
  const links = page.getByTestId('orders-table').locator('.bp6-table-quadrant-main a[href$="/edit"]');
  await expect(links.first()).toBeVisible();
  return (await links.allInnerTexts()).map((text) => Number(text.replace('#', '')));
}

useFreshServer();

test('the manager lists the orders late at their stage, and the dashboard counts them per department', async ({
  page,
}) => {
  await signIn(page, MANAGER);
  const late = await apiGet<LateList>(page, `/orders?${lateQuery()}`);
  expect(late.total).toBeGreaterThan(0);
  const lateIds = new Set(late.results.map((o) => o.id));

  await page.getByTestId('menu-orders').click();
  const everything = await shownIds(page);
  expect(everything.some((id) => !lateIds.has(id))).toBe(true);

  await page.getByText(en.orders.stage.lateOnly, { exact: true }).click();
  await expect(page).toHaveURL(/[?&]late=1/);
  await expect(page.getByText(totalText(late.total))).toBeVisible();
  // The table keeps the previous rows on screen while the filtered page loads: wait for it.
  await expect
    .poll(async () => {
      const ids = await shownIds(page);
      return ids.length === Math.min(late.total, 10) && ids.every((id) => lateIds.has(id));
    })
    .toBe(true);
  const shown = await shownIds(page);
  await expect(
    page.getByTestId('orders-table').locator('.bp6-table-quadrant-main [data-testid="stage-late"]'),
  ).toHaveCount(shown.length);
  await snapshot(page, 'deadlines-orders-late');

  await page.getByTestId('menu-dashboard').click();
  const card = page.getByTestId('late-handoffs');
  await expect(card.getByTestId('late-total')).toHaveText(String(late.total));
  const handoffs = await apiGet<Handoffs>(page, '/orders/lateHandoffs');
  await expect(card.getByTestId('late-department')).toHaveCount(handoffs.departments.length);
  await snapshot(page, 'deadlines-dashboard');

  const first = handoffs.departments.find((d) => d.departmentId !== null)!;
  await card.getByTestId('late-department').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`[?&]heldBy=${first.departmentId}`));
  await expect(page.getByText(totalText(first.total))).toBeVisible();
  const held = await apiGet<LateList>(page, `/orders?${lateQuery({ heldBy: String(first.departmentId) })}`);
  const heldIds = new Set(held.results.map((o) => o.id));
  await expect.poll(async () => (await shownIds(page)).every((id) => heldIds.has(id))).toBe(true);
});

test('the outsourced designer’s switch lists only their own late orders', async ({ page }) => {
  await signIn(page, OUTSOURCE);
  const own = await apiGet<LateList>(page, `/orders/on-pd?${lateQuery()}`);
  await page.goto('/orders');
  await page.getByText(en.orders.stage.lateOnly, { exact: true }).click();
  await expect(page).toHaveURL(/[?&]late=1/);
  expect(own.total).toBeGreaterThan(0);
  await expect(page.getByText(totalText(own.total))).toBeVisible();
  const ownIds = new Set(own.results.map((o) => o.id));
  for (const id of await shownIds(page)) expect(ownIds.has(id), `order #${id} is theirs and late`).toBe(true);

  // The late hand-offs are for staff: not on an outsourced designer's dashboard.
  await page.goto('/');
  await expect(page.getByTestId('new-orders')).toBeVisible();
  await expect(page.getByTestId('late-handoffs')).toHaveCount(0);
});
