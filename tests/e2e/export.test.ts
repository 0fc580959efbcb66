import { readFile } from 'node:fs/promises';
import { read, utils } from '@e965/xlsx';
import type { Page } from '@playwright/test';
import { presetSpan, spanRange } from '../../src/shared/domain/reportPeriods';
import en from '../../locales/en.json' with { type: 'json' };
import { expect, test, useFreshServer } from './fixtures';
import { atPath, signIn, snapshot } from './harness';

/**
 * Issue 8, end to end: the manager exports This Month's orders from the orders list in the
 * browser build; the downloaded workbook, read back with SheetJS, holds the same orders in
 * the same order as `GET /api/v1/orders` with the same filter. The viewer, without
 * `exportExcel`, sees no Export button.
 */

useFreshServer();

/** Every id of `GET /api/v1/orders` with the query, page by page, in the list's order. */
async function listedIds(page: Page, query: Record<string, string>): Promise<number[]> {
  const ids: number[] = [];
  for (;;) {
    const params = new URLSearchParams({ ...query, limit: '100', offset: String(ids.length) });
    const res = await page.request.get(`/api/v1/orders?${params.toString()}`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { results: { id: number }[] };
    ids.push(...body.results.map((o) => o.id));
    if (body.results.length < 100) return ids;
  }
}

/** The ids column of a downloaded orders workbook: its one sheet, Orders, under its Id header. */
async function workbookIds(path: string): Promise<unknown[]> {
  const book = read(await readFile(path), { type: 'array' });
  expect(book.SheetNames).toEqual(['Orders']);
  const [header, ...rows] = utils.sheet_to_json<unknown[]>(book.Sheets.Orders, { header: 1 });
  expect(header?.[0]).toBe(en.fields.id);
  return rows.map((r) => r[0]);
}

/** The orders list's filter on creation within the days of `span`. */
function createdWithin(span: { first: string; last: string }): string {
  const range = spanRange(span);
  return JSON.stringify({ createdAt: { $gte: range.$gte, $lt: range.$lt } });
}

test('the manager exports This Month’s orders and the workbook holds the rows the API lists', async ({ page }) => {
  await signIn(page, 'manager@demo.local');
  await page.getByTestId('menu-orders').click();
  await expect(page).toHaveURL(atPath('/orders'));
  await page.getByTestId('list-export').click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(en.export.title.replace('{{resource}}', 'Orders'))).toBeVisible();
  await dialog.getByTestId('export-preset-today').click();
  await dialog.getByTestId('export-preset-thisMonth').click();
  const span = presetSpan('month', new Date());
  const dd = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  await expect(dialog.getByTestId('export-first')).toHaveValue(dd(span.first));
  await expect(dialog.getByTestId('export-last')).toHaveValue(dd(span.last));
  await snapshot(page, 'export-dialog');

  // The workbook is written by the export's worker, not on the page's thread.
  const worker = page.waitForEvent('worker', (w) => w.url().includes('exportWorker'));
  const download = page.waitForEvent('download');
  await dialog.getByTestId('export-start').click();
  await worker;
  const file = await download;
  expect(file.suggestedFilename()).toBe(
    `orders_${dd(span.first).replaceAll('/', '-')}_${dd(span.last).replaceAll('/', '-')}.xlsx`,
  );
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Exported \d+ rows/)).toBeVisible();

  const exported = await workbookIds(await file.path());

  const listed = await listedIds(page, { filter: createdWithin(span), orderBy: '-createdAt' });
  expect(listed.length).toBeGreaterThan(0);
  expect(exported).toEqual(listed);
});

test('an export of the orders a department holds has exactly the rows that list shows', async ({ page }) => {
  await signIn(page, 'manager@demo.local');
  const departments = await page.request.get(
    `/api/v1/departments?${new URLSearchParams({ filter: '{"name":"PD"}' }).toString()}`,
  );
  const pd = ((await departments.json()) as { results: { id: number }[] }).results[0];
  await page.goto(`/orders?heldBy=${pd.id}`);
  await expect(page.getByTestId('orders-table')).toBeVisible();
  await page.getByTestId('list-export').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('export-first').fill('01/01/2000');
  const download = page.waitForEvent('download');
  await dialog.getByTestId('export-start').click();
  const exported = await workbookIds(await (await download).path());

  const filter = createdWithin({ first: '2000-01-01', last: presetSpan('month', new Date()).last });
  const held = await listedIds(page, { filter, orderBy: '-createdAt', heldBy: String(pd.id) });
  const all = await listedIds(page, { filter, orderBy: '-createdAt' });
  expect(held.length).toBeGreaterThan(0);
  expect(held.length).toBeLessThan(all.length);
  expect(exported).toEqual(held);
});

test('Cancel while the pages arrive stops the export and downloads nothing', async ({ page }) => {
  await signIn(page, 'manager@demo.local');
  await page.goto('/orders');
  await expect(page.getByTestId('orders-table')).toBeVisible();
  // The server is slow to answer the page: the manager cancels while waiting.
  let asked = 0;
  await page.route('**/api/v1/orders/exportExcel**', async (route) => {
    asked += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => undefined);
  });
  const downloads: unknown[] = [];
  page.on('download', (d) => downloads.push(d));
  await page.getByTestId('list-export').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('export-first').fill('01/01/2000');
  await dialog.getByTestId('export-start').click();
  await expect(dialog.getByTestId('export-progress')).toBeVisible();
  await expect.poll(() => asked).toBe(1);
  await dialog.getByTestId('export-cancel').click();
  await expect(page.getByText(en.export.cancelled)).toBeVisible();
  // The dialog stays, ready for another try, and nothing was downloaded.
  await expect(dialog.getByTestId('export-progress')).toBeHidden();
  await expect(dialog.getByTestId('export-start')).toBeEnabled();
  await page.waitForTimeout(2_000);
  expect(downloads).toEqual([]);
});

test('a date that is not DD/MM/YYYY keeps Export disabled', async ({ page }) => {
  await signIn(page, 'manager@demo.local', '/customers');
  await page.getByTestId('list-export').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('export-first').fill('2026-07-01');
  await expect(dialog.getByText(en.export.invalidDate)).toBeVisible();
  await expect(dialog.getByTestId('export-start')).toBeDisabled();
  await dialog.getByTestId('export-cancel').click();
  await expect(dialog).toBeHidden();
});

test('the viewer, without exportExcel, sees no Export button', async ({ page }) => {
  await signIn(page, 'viewer@demo.local');
  for (const path of ['/orders', '/customers']) {
    await page.goto(path);
    await expect(page.getByTestId('list-search')).toBeVisible();
    await expect(page.getByTestId('list-export')).toHaveCount(0);
  }
});
