import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer } from './fixtures';
import { atPath, narrow, signIn, snapshot } from './harness';

/**
 * Issue 41, fines accepted where people look: an outsourced designer finds their fines in the
 * user menu, narrows them to those waiting for their acceptance and accepts one behind its
 * confirmation, in English and in Vietnamese; on the manager's list the same fine of someone
 * else offers no Accept.
 */

const STAMP = Date.now() % 100_000;
const NOTE_EN = `Wrong bleed ${STAMP}`;
const NOTE_VI = `Sai kích thước ${STAMP}`;
const NOTE_OTHER = `Late file ${STAMP}`;

const ONE_EN = en.list.total_one.replace('{{count, number}}', '1');
const ONE_VI = vi.list.total_one.replace('{{count, number}}', '1');

useFreshServer();

/** The id of the demo user signed in as `email`, read with the manager's session. */
async function userId(request: APIRequestContext, email: string): Promise<number> {
  const filter = encodeURIComponent(JSON.stringify({ email }));
  const body = (await (await request.get(`/api/v1/users?filter=${filter}`)).json()) as { results: { id: number }[] };
  return body.results[0].id;
}

/** Fines the manager records: two for the outsourced designer, one for the in-house designer. */
async function recordFines(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/v1/auth/login', {
    headers: { 'x-bo-client': 'web' },
    data: { email: demoEmail('manager'), password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const first = async (resource: string) =>
    ((await (await request.get(`/api/v1/${resource}?limit=1`)).json()) as { results: { id: number }[] }).results[0].id;
  const [orderId, mistakeTypeId] = [await first('orders'), await first('mistakeTypes')];
  const outsource = await userId(request, demoEmail('outsource'));
  const designer = await userId(request, demoEmail('designer'));
  for (const [victimId, note] of [
    [outsource, NOTE_EN],
    [outsource, NOTE_VI],
    [designer, NOTE_OTHER],
  ] as const) {
    const created = await request.post('/api/v1/mistakeRecords', {
      headers: { 'x-bo-client': 'web' },
      data: { orderId, victimId, mistakeTypeId, monetaryFine: 30_000, note },
    });
    expect(created.status()).toBe(201);
  }
}

/** The list searched for `note`: then it shows that fine alone (`total`: its one-row total in the page's language). */
async function only(page: Page, note: string, placeholder: string, total: string) {
  const search = page.getByPlaceholder(placeholder);
  await search.fill(note);
  await search.press('Enter');
  await expect(page.getByText(total)).toBeVisible();
  const table = page.getByTestId('resource-table');
  await expect(table).toContainText(note);
  return table;
}

test('an outsourced designer accepts a fine from their menu, in English and Vietnamese', async ({ page, request }) => {
  await recordFines(request);
  await signIn(page, demoEmail('outsource'));
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: en.header.mistakes }).click();
  await expect(page).toHaveURL(atPath('/mistakeRecords/me'));
  await page.getByText(en.mistakes.waitingForMe).click();
  await expect(page).toHaveURL(/waitingForMe=1/);
  const table = await only(page, NOTE_EN, en.list.searchPlaceholder, ONE_EN);
  await table.getByRole('button', { name: en.mistakes.accept }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(en.mistakes.acceptConfirm);
  await snapshot(page, 'mistakes-mine-confirm');
  await confirm.getByRole('button', { name: en.common.ok }).click();
  await expect(page.getByText('Accepted successfully!')).toBeVisible();
  // Accepted, it no longer waits for the designer: the filtered list is empty.
  await expect(page.getByText(en.list.empty)).toBeVisible();
  await page.getByText(en.mistakes.waitingForMe).click();
  await expect(table).toContainText(en.mistakes.accepted);
  await snapshot(page, 'mistakes-mine');

  await page.getByTestId('lang-switch').getByRole('button', { name: 'VI' }).click();
  await page.getByText(vi.mistakes.waitingForMe).click();
  const viTable = await only(page, NOTE_VI, vi.list.searchPlaceholder, ONE_VI);
  await viTable.getByRole('button', { name: vi.mistakes.accept }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: vi.common.ok }).click();
  await expect(page.getByText(vi.list.empty)).toBeVisible();
  await page.getByText(vi.mistakes.waitingForMe).click();
  await expect(viTable).toContainText(vi.mistakes.accepted);
  await snapshot(page, 'mistakes-mine-vi');
  await narrow(page);
  await expect(page.getByText(NOTE_VI)).toBeVisible();
  await snapshot(page, 'mistakes-mine-vi-700');
});

test("the manager's list offers no Accept on someone else's fine", async ({ page }) => {
  await signIn(page, demoEmail('manager'), '/mistakeRecords');
  const table = await only(page, NOTE_OTHER, en.list.searchPlaceholder, ONE_EN);
  await expect(table).toContainText(en.mistakes.waiting);
  await expect(table.getByRole('button', { name: en.mistakes.accept })).toHaveCount(0);
  await snapshot(page, 'mistakes-list');
  await narrow(page);
  await expect(page.getByText(NOTE_OTHER)).toBeVisible();
  await snapshot(page, 'mistakes-list-700');
});
