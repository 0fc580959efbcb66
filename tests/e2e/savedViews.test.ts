import en from '../../locales/en.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import type { Page } from '@playwright/test';
import { expect, test, useFreshServer } from './fixtures';
import { atPath, signIn, snapshot } from './harness';
import { apiGet } from './ordersFlow';

/**
 * Issue 12, saved views: a designer saves the orders list filtered to Design in progress as a
 * view shared with their role (pd); the outsourced designer, of the same role, finds it in
 * the list header's Views menu and choosing it filters their list; a sale (another role) does
 * not see it.
 */

const VIEW = `In progress ${Date.now() % 100_000}`;
const STATUS = 'design_in_progress';

useFreshServer();

/** Opens the list header's Views menu. */
async function openViews(page: Page) {
  await page.getByTestId('saved-views').click();
  const menu = page.getByTestId('saved-views-menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** The total the list's pagination shows. */
const totalText = (n: number) => new RegExp(`Total ${n.toLocaleString('en-US')} items?`);

test('a view shared with role pd appears for another user of that role, and not for a sale', async ({ browser }) => {
  const designer = await browser.newPage();
  await signIn(designer, demoEmail('designer'), `/orders?status=${STATUS}`);
  await expect(designer.getByTestId('orders-list')).toBeVisible();
  const empty = await openViews(designer);
  await expect(empty).toContainText(en.savedViews.none);
  await empty.getByText(en.savedViews.saveCurrent).click();
  const dialog = designer.getByRole('dialog');
  await dialog.getByLabel(en.savedViews.name).fill(VIEW);
  await dialog.getByText(en.savedViews.shareWithMyRole.replace('{{role}}', 'pd')).click();
  await dialog.getByRole('button', { name: en.common.save }).click();
  await expect(dialog).toHaveCount(0);
  // The list shows the view it was saved from: the header's button names it.
  await expect(designer.getByTestId('saved-views')).toHaveText(VIEW);
  await snapshot(designer, 'saved-views-designer');

  const outsource = await browser.newPage();
  await signIn(outsource, demoEmail('outsource'), '/orders');
  await expect(outsource.getByTestId('orders-list')).toBeVisible();
  const all = await apiGet<{ total: number }>(outsource, '/orders/on-pd?limit=1');
  await expect(outsource.getByText(totalText(all.total))).toBeVisible();
  const menu = await openViews(outsource);
  const item = menu.getByTestId('saved-view-item').filter({ hasText: VIEW });
  await expect(item).toBeVisible();
  await expect(item).toContainText('pd');
  await snapshot(outsource, 'saved-views-outsource-menu');
  await item.click();
  await expect(outsource).toHaveURL((url) => atPath('/orders')(url) && url.searchParams.get('status') === STATUS);
  const filter = encodeURIComponent(JSON.stringify({ status: { $in: [STATUS] } }));
  const filtered = await apiGet<{ total: number }>(outsource, `/orders/on-pd?limit=1&filter=${filter}`);
  expect(filtered.total).toBeLessThan(all.total);
  await expect(outsource.getByText(totalText(filtered.total))).toBeVisible();
  await expect(outsource.getByTestId('saved-views')).toHaveText(VIEW);
  // A view shared with one's role is the owner's: nothing to manage for the outsourced designer.
  await expect((await openViews(outsource)).getByTestId('saved-views-manage')).toHaveCount(0);

  const sale = await browser.newPage();
  await signIn(sale, demoEmail('sale'), '/orders');
  const saleMenu = await openViews(sale);
  await expect(saleMenu).toContainText(en.savedViews.none);
  await expect(saleMenu.getByText(VIEW)).toHaveCount(0);
});

test('hidden columns are kept in the URL and in a saved view', async ({ page }) => {
  await signIn(page, demoEmail('manager'), '/customers');
  const table = page.getByTestId('resource-table');
  const header = (name: string) => table.locator('.bp6-table-column-name').filter({ hasText: name });
  await expect(header(en.fields.channelId).first()).toBeVisible();

  // Hide the channel and deal pipeline columns from the list header's column chooser.
  await page.getByTestId('list-columns').click();
  const chooser = page.getByRole('listbox', { name: en.list.columns });
  await chooser.getByRole('option', { name: en.fields.channelId }).click();
  await chooser.getByRole('option', { name: en.fields.dealPipelineId }).click();
  await expect(header(en.fields.channelId)).toHaveCount(0);
  await expect(header(en.fields.dealPipelineId)).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.searchParams.get('hide') === 'channelId,dealPipelineId');
  await snapshot(page, 'saved-views-columns-chooser');
  await page.keyboard.press('Escape');

  // Saved as a view, then shown again from a list with every column.
  const name = `Slim ${Date.now() % 100_000}`;
  const menu = await openViews(page);
  await menu.getByText(en.savedViews.saveCurrent).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(en.savedViews.name).fill(name);
  await dialog.getByRole('button', { name: en.common.save }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto('/customers');
  await expect(header(en.fields.channelId).first()).toBeVisible();
  await (await openViews(page)).getByTestId('saved-view-item').filter({ hasText: name }).click();
  await expect(header(en.fields.channelId)).toHaveCount(0);
  await expect(header(en.fields.dealPipelineId)).toHaveCount(0);
  await expect(page.getByTestId('list-columns')).toHaveText(en.list.columnsHidden.replace('{{count}}', '2'));
  await expect(page.getByTestId('saved-views')).toHaveText(name);
});
