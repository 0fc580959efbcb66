import type { Locator, Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { DEMO_PASSWORD, demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer } from './fixtures';
import { atPath } from './harness';
import { apiGet, historyOf, waitForStatus } from './ordersFlow';

/**
 * Issue 12, "Accessible to everyone": the order workflow, the lists and the forms work without a
 * mouse, with a visible focus. The manager signs in, opens an order from the orders list and
 * hands it to a designer (new deal → designer confirm) with the keyboard only: Tab to each
 * control, Enter or the arrows to use it, and each control shows its focus ring.
 */

const DESIGNER = 'Lê Hoàng Nam'; // designer@demo.local

/** What the page function below reads of the browser (the tests are compiled without the DOM's types). */
type FocusView = {
  document: { activeElement: object | null };
  getComputedStyle(element: object): { outlineStyle: string; outlineWidth: string; boxShadow: string };
};

/** True when the focused element shows a focus ring: an outline, or Blueprint's box shadow on inputs. */
async function focusRingShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const view = globalThis as unknown as FocusView;
    const focused = view.document.activeElement;
    if (!focused) return false;
    const style = view.getComputedStyle(focused);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });
}

/** Presses Tab until `target` has the focus, then checks its focus ring; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  const focusedTarget = target.and(page.locator(':focus'));
  for (let i = 0; i < max; i++) {
    if ((await focusedTarget.count()) > 0) {
      expect(await focusRingShown(page), `${target.toString()} shows a focus ring`).toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

useFreshServer();

test('an order is opened from the list and handed to a designer with the keyboard only', async ({ page }) => {
  await page.goto('/login');
  // The email field takes the focus when the page opens.
  await expect(page.getByLabel(en.auth.email)).toBeFocused();
  await page.keyboard.type(demoEmail('manager'));
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sidebar')).toBeVisible();

  // The list's search finds the order; its id link in the table opens it.
  const order = (
    await apiGet<{ results: { id: number; code: string }[] }>(
      page,
      `/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'new_deal' }))}&limit=1`,
    )
  ).results[0];
  await tabTo(page, page.getByTestId('menu-orders'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath('/orders'));
  const listSearch = page.getByTestId('list-search');
  await tabTo(page, listSearch);
  await page.keyboard.type(order.code);
  await page.keyboard.press('Enter');
  const link = page.getByTestId('orders-table').locator(`.bp6-table-quadrant-main a[href="/orders/${order.id}/edit"]`);
  await expect(link).toBeVisible();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(atPath(`/orders/${order.id}/edit`));
  await waitForStatus(page, 'new_deal');

  // The action panel: the designer picker opens with Enter, takes a search and an arrowed choice.
  const panel = page.getByTestId('action-panel');
  const picker = panel.getByLabel(new RegExp(`^${en.workflow.assignee.designers}`));
  await tabTo(page, picker);
  await page.keyboard.press('Enter');
  const popover = page.locator('.bp6-popover');
  await expect(popover.getByPlaceholder(en.list.searchPlaceholder)).toBeFocused();
  await page.keyboard.type(DESIGNER);
  const option = popover.getByRole('option').filter({ hasText: DESIGNER });
  await expect(option).toBeVisible();
  // The first match is the active one, which Enter picks.
  await expect(option.locator('.bp6-menu-item')).toHaveClass(/bp6-active/);
  await page.keyboard.press('Enter');
  await expect(picker).toContainText(DESIGNER);
  await expect(picker).toBeFocused();

  const acceptButton = panel.getByRole('button', { name: en.workflow.accept, exact: true });
  await tabTo(page, acceptButton);
  await page.keyboard.press('Enter');
  await waitForStatus(page, 'designer_confirm');
  const last = (await historyOf(page, order.id)).at(-1);
  expect(last).toMatchObject({ status: 'designer_confirm', isCurrent: true });
});
