import type { Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { formatMoney } from '../../src/shared/domain/format';
import { addDays, localCalendarDate, weekStart } from '../../src/shared/domain/payroll/calendarDate';
import { defaultPeriod, salaryMonthOf } from '../../src/shared/domain/payroll/salaryPeriod';
import { expect, test, useFreshServer, withSetupPage } from './fixtures';
import { atPath, signIn } from './harness';
import { apiGet } from './ordersFlow';

/**
 * Issue 10 end to end: a designer registers next week's shifts from the header's 'Register
 * working time' and finds them in 'My schedule'; the manager opens Salary histories from the
 * menu, picks the month those shifts count towards, computes it and reads the designer's
 * salary with its parts, then how it was computed.
 */

const DESIGNER = demoEmail('designer');
const MANAGER = demoEmail('manager');
const monday = addDays(weekStart(localCalendarDate()), 7);
const tuesday = addDays(monday, 1);
const month = salaryMonthOf(monday);

type SalaryRow = {
  userId: number;
  workingHours: number;
  salaryInBasic: number;
  salaryInOT: number;
  salary: number;
};

async function apiPost(page: Page, path: string, body: object): Promise<number> {
  return page.evaluate(
    async ([url, body]) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-bo-client': 'web' },
          body: JSON.stringify(body),
        })
      ).status,
    [`/api/v1${path}`, body] as const,
  );
}

let designerId = 0;

useFreshServer();

test.beforeAll(async ({ browser }) => {
  await withSetupPage(browser, async (page) => {
    await signIn(page, MANAGER);
    designerId = (
      await apiGet<{ results: { id: number }[] }>(
        page,
        `/users?filter=${encodeURIComponent(JSON.stringify({ email: DESIGNER }))}`,
      )
    ).results[0].id;
    // Next week may open a salary month the seed has no rates for yet.
    const infos = await apiGet<{ total: number }>(
      page,
      `/salaryInfos?filter=${encodeURIComponent(JSON.stringify({ dateMonth: month }))}`,
    );
    if (infos.total === 0) {
      expect(
        await apiPost(page, '/salaryInfos', { dateMonth: month, ...defaultPeriod(month), baseSalary: 8_640_000 }),
      ).toBe(201);
    }
  });
});

test('a designer registers next week from the header and sees it in My schedule', async ({ page }) => {
  await signIn(page, DESIGNER);
  await page.getByTestId('register-working-time').click();
  await expect(page).toHaveURL(atPath('/workingRegisters/create'));
  await expect(page.getByTestId(`grid-day-${monday}`)).toBeVisible();

  await page.getByTestId(`shift-${monday}-C1`).click();
  await page.getByTestId(`shift-${monday}-C2`).click();
  // Picking 19:00 fills the four-hour slot 19–23.
  await page.getByTestId(`hour-${tuesday}-19`).click();
  await expect(page.getByTestId(`hour-${tuesday}-22`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId(`hour-${tuesday}-23`)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId(`grid-day-${monday}`)).toContainText('9');
  await page.getByTestId('save-week').click();
  await expect(page.getByText(en.workingRegisters.grid.saved)).toBeVisible();

  await page.getByTestId('my-schedule').click();
  await expect(page).toHaveURL(atPath('/workingRegisters/me'));
  await page.getByRole('button', { name: en.workingRegisters.next }).click();
  const mondayRow = page.getByTestId(`my-day-${monday}`);
  await expect(mondayRow).toContainText('8–12, 13–18');
  await expect(mondayRow.locator('.bo-num').first()).toHaveText('9');
  const tuesdayRow = page.getByTestId(`my-day-${tuesday}`);
  await expect(tuesdayRow).toContainText('19–23');
  await expect(tuesdayRow.locator('.bo-num').nth(1)).toHaveText('4');
});

test('the manager computes the month and reads the designer’s salary and its parts', async ({ page }) => {
  await signIn(page, MANAGER);
  await page.getByTestId('menu-salaryHistories').click();
  await expect(page).toHaveURL(atPath('/salaryHistories/users'));
  await page.getByTestId('salary-month-picker').selectOption(month);
  await expect(page.getByTestId('month-state')).toContainText(en.salaries.open);
  await page.getByTestId('compute-month').click();
  await expect(page.getByText(/Salaries computed for \d+ people/)).toBeVisible();

  const [row] = (
    await apiGet<{ results: SalaryRow[] }>(
      page,
      `/salaryHistories?filter=${encodeURIComponent(JSON.stringify({ userId: designerId, dateMonth: month }))}`,
    )
  ).results;
  expect(row.workingHours).toBeGreaterThanOrEqual(9);
  const line = page.getByTestId(`salary-row-${designerId}`);
  await expect(line).toContainText(formatMoney(row.salaryInBasic));
  await expect(line).toContainText(formatMoney(row.salaryInOT));
  await expect(line).toContainText(formatMoney(row.salary));

  await line.click();
  const drawer = page.getByTestId('salary-breakdown');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('breakdown-basic')).toHaveText(formatMoney(row.salaryInBasic));
  await expect(drawer).toContainText(`× ${row.workingHours} h`);
  await expect(drawer.getByTestId('breakdown-salary')).toHaveText(formatMoney(row.salary));
});

test('the manager opens the designer’s page: the month on the salary tab, next week on working times', async ({
  page,
}) => {
  await signIn(page, MANAGER, `/users/${designerId}/show`);
  await expect(page.getByRole('tab', { name: en.list.details })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: en.people.tabs.salary }).click();
  await expect(page).toHaveURL(/[?&]tab=salary/);
  const [row] = (
    await apiGet<{ results: SalaryRow[] }>(
      page,
      `/salaryHistories?filter=${encodeURIComponent(JSON.stringify({ userId: designerId, dateMonth: month }))}`,
    )
  ).results;
  const line = page.getByTestId(`salary-row-${month}`);
  await expect(line).toContainText(`${month.slice(5, 7)}/${month.slice(0, 4)}`);
  await expect(line).toContainText(formatMoney(row.salary));
  await line.click();
  await expect(page.getByTestId('breakdown-salary')).toHaveText(formatMoney(row.salary));
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: en.people.tabs.workingTimes }).click();
  const panel = page.getByTestId('user-working-times');
  await panel.getByRole('button', { name: en.workingRegisters.next }).click();
  await expect(panel.getByTestId(`my-day-${monday}`)).toContainText('8–12, 13–18');
  await expect(panel.getByTestId(`my-day-${tuesday}`)).toContainText('19–23');
  await panel.getByTestId('register-for-user').click();
  await expect(page).toHaveURL(atPath(`/workingRegisters/${designerId}`));
});

test('the designer’s own salary months come through /salaryHistories/me, not the manager’s list', async ({ page }) => {
  await signIn(page, DESIGNER);
  const mine = await apiGet<{ results: SalaryRow[] }>(page, '/salaryHistories/me');
  expect(mine.results.length).toBeGreaterThan(0);
  expect(mine.results.every((r) => r.userId === designerId)).toBe(true);
  expect(
    await page.evaluate(
      async () => (await fetch('/api/v1/salaryHistories', { headers: { 'x-bo-client': 'web' } })).status,
    ),
  ).toBe(403);
});
