import en from '../../locales/en.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import type { OrderStatus } from '../../src/shared/domain/orderStatus';
import { trelloBoard } from '../support/trelloBoard';
import { expect, test, useFreshServer } from './fixtures';
import { signIn, snapshot } from './harness';
import { apiGet, labelled, statusLabel } from './ordersFlow';

/**
 * Issue 11, the Trello import end to end: the manager picks a board's export in the orders
 * list's import dialog, changes a list's status, imports, finds the cards as orders in the list
 * at the statuses chosen, and reads the import's per-card results on Logs › Imports.
 */

useFreshServer();

const RUN = Date.now().toString(36);
const card = (n: number) => `Trello e2e ${RUN} card ${n}`;
const BOARD = trelloBoard(
  `e2e${RUN}`,
  'E2E studio',
  [
    { id: 'todo', name: 'To do' },
    { id: 'doing', name: 'Doing' },
    { id: 'done', name: 'Done' },
    { id: 'old', name: 'Old', closed: true },
  ],
  [
    { id: `${RUN}-1`, name: card(1), idList: 'todo', labels: ['Urgent'], desc: 'A blue logo' },
    { id: `${RUN}-2`, name: card(2), idList: 'doing' },
    { id: `${RUN}-3`, name: card(3), idList: 'done' },
    { id: `${RUN}-4`, name: card(4), idList: 'todo', closed: true },
    { id: `${RUN}-5`, name: card(5), idList: 'old' },
  ],
);

test('the manager imports a board and sees its orders and its log', async ({ page }) => {
  await signIn(page, demoEmail('manager'), '/orders');
  await expect(page.getByTestId('orders-table')).toBeVisible();
  await page.getByTestId('trello-import').click();

  const form = page.getByTestId('trello-import-form');
  await expect(form).toBeVisible();
  // The finish date defaults to 24 hours ahead.
  const finish = await labelled(form, en.fields.finishedDate).inputValue();
  const hoursAhead = (new Date(finish).getTime() - Date.now()) / 3_600_000;
  expect(hoursAhead).toBeGreaterThan(23);
  expect(hoursAhead).toBeLessThanOrEqual(24);

  // A file that is not an export is refused in the dialog.
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(form.getByText(en.trello.refused.notJson)).toBeVisible();

  await form.locator('input[type=file]').setInputFiles({
    name: 'studio.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(BOARD)),
  });
  await expect(form.getByText('Board “E2E studio”: 3 cards to import from 3 lists.')).toBeVisible();
  const lists = form.getByTestId('trello-lists');
  await expect(lists.getByRole('row')).toHaveCount(4);
  await expect(lists.getByLabel('Status of the list Done')).toHaveValue('done');
  await expect(lists.getByLabel('Status of the list To do')).toHaveValue('pre_order');
  await lists.getByLabel('Status of the list Doing').selectOption('designer_confirm');
  await snapshot(page, 'trello-import-dialog');

  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/orders/trello-upload');
  await form.getByRole('button', { name: en.trello.import }).click();
  expect((await answered).status()).toBe(200);
  await expect(form).toHaveCount(0);
  await expect(
    page.locator('.bp6-toast').filter({ hasText: 'Imported 3 cards: 3 created, 0 skipped, 0 failed.' }),
  ).toBeVisible();

  // The orders list shows the cards, each at its list's status.
  const search = page.getByTestId('list-search');
  await search.fill(`Trello e2e ${RUN}`);
  await search.press('Enter');
  const imported = await apiGet<{ results: { id: number; name: string; status: OrderStatus }[] }>(
    page,
    `/orders?q=${encodeURIComponent(`Trello e2e ${RUN}`)}&limit=10`,
  );
  expect(imported.results.map((o) => [o.name, o.status]).sort()).toEqual([
    [card(1), 'pre_order'],
    [card(2), 'designer_confirm'],
    [card(3), 'done'],
  ]);
  const table = page.getByTestId('orders-table');
  // Until the search has answered, the table still shows the newest orders of every kind.
  await expect(table.getByRole('link', { name: /^#\d+$/ })).toHaveCount(imported.results.length);
  for (const order of imported.results) {
    await expect(table.getByRole('link', { name: `#${order.id}`, exact: true })).toBeVisible();
    await expect(table.getByText(statusLabel(order.status), { exact: true })).toBeVisible();
  }
  await expect(table.getByText(card(4))).toHaveCount(0);
  await snapshot(page, 'trello-import-orders');

  // Logs › Imports: the file, the counts, and the per-card results in the drawer.
  await page.goto('/logs/imports');
  // The newest import comes first.
  const list = page.getByTestId('resource-table');
  await expect(list.getByText('studio.json', { exact: true })).toBeVisible();
  await expect(list.getByText('3 created', { exact: true }).first()).toBeVisible();
  await page.getByTestId('import-details').first().click();
  const drawer = page.getByTestId('import-drawer');
  await expect(drawer).toBeVisible();
  for (const n of [1, 2, 3])
    await expect(drawer.getByRole('row').filter({ hasText: card(n) })).toContainText('Created');
  await expect(drawer.getByText('3 created · 0 skipped · 0 failed')).toBeVisible();
  await snapshot(page, 'trello-import-log');

  // The order link of a card opens the order.
  const orderId = (await apiGet<{ results: { id: number }[] }>(page, `/orders?q=${encodeURIComponent(card(3))}`))
    .results[0].id;
  await drawer.getByRole('link', { name: `#${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/edit`));
});
