import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer } from './fixtures';
import { narrow, signIn, snapshot } from './harness';
import { apiGet } from './ordersFlow';

/**
 * Issue 41, my records: a designer opens their profile and finds their newest salary month and
 * a fine recorded against them, which they accept there; then the same in Vietnamese.
 */

const NOTE = `Missed the bleed ${Date.now() % 100_000}`;

useFreshServer();

/** The manager records a fine against the designer. */
async function fineTheDesigner(request: APIRequestContext): Promise<void> {
  const web = { 'x-bo-client': 'web' };
  await request.post('/api/v1/auth/login', {
    headers: web,
    data: { email: demoEmail('manager'), password: DEMO_PASSWORD },
  });
  const first = async (path: string) =>
    ((await (await request.get(`/api/v1/${path}`)).json()) as { results: { id: number }[] }).results[0].id;
  const filter = encodeURIComponent(JSON.stringify({ email: demoEmail('designer') }));
  const created = await request.post('/api/v1/mistakeRecords', {
    headers: web,
    data: {
      orderId: await first('orders?limit=1'),
      victimId: await first(`users?filter=${filter}`),
      mistakeTypeId: await first('mistakeTypes?limit=1'),
      monetaryFine: 40_000,
      note: NOTE,
    },
  });
  expect(created.status()).toBe(201);
}

test('a designer finds their salary month and a fine on their profile, and accepts the fine', async ({
  page,
  request,
}) => {
  await fineTheDesigner(request);
  await signIn(page, demoEmail('designer'), '/profile');
  const months = await apiGet<{ results: { dateMonth: string }[] }>(page, '/salaryHistories/me?orderBy=-dateMonth');
  const newest = months.results[0].dateMonth;

  await page.getByRole('tab', { name: en.people.tabs.salary }).click();
  await expect(page).toHaveURL(/tab=salary/);
  await expect(page.getByTestId(`salary-row-${newest}`)).toBeVisible();
  await snapshot(page, 'profile-salary');

  await page.getByRole('tab', { name: en.people.tabs.mistakes }).click();
  const fines = page.getByTestId('user-mistakes');
  const row = fines.getByRole('row').filter({ hasText: NOTE });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: en.mistakes.accept }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.common.ok }).click();
  await expect(page.getByText('Accepted successfully!')).toBeVisible();
  await expect(row).toContainText(en.mistakes.accepted);
  await snapshot(page, 'profile-mistakes');

  await page.getByTestId('lang-switch').getByRole('button', { name: 'VI' }).click();
  await page.getByRole('tab', { name: vi.people.tabs.salary }).click();
  await expect(page.getByTestId(`salary-row-${newest}`)).toBeVisible();
  await snapshot(page, 'profile-salary-vi');
  await page.getByRole('tab', { name: vi.people.tabs.mistakes }).click();
  await expect(fines.getByRole('row').filter({ hasText: NOTE })).toContainText(vi.mistakes.accepted);
  await snapshot(page, 'profile-mistakes-vi');
  await narrow(page);
  await expect(fines).toBeVisible();
  await snapshot(page, 'profile-mistakes-vi-700');
});
