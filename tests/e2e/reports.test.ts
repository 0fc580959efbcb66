import type { Locator, Page } from '@playwright/test';
import { addDays } from '../../src/shared/domain/reportPeriods';
import { localDate, REPORT_TIME_ZONE } from '../../src/shared/domain/period';
import en from '../../locales/en.json' with { type: 'json' };
import { expect, test, useFreshServer } from './fixtures';
import { atPath, menuKeys, signIn, snapshot } from './harness';

/**
 * Issue 8, end to end: the manager's reports (presets, custom range, tabs, every chart drawn),
 * the analysis dialog of a list and a niche's charts; the viewer, without `analysis`, sees no
 * Reports entry and is refused at /reports.
 */

useFreshServer();

const REPORT_CHARTS = ['series', 'orders', 'designers', 'channels', 'niches', 'customers', 'dealpipelines'];

/** Waits until a chart card has its answer, and says whether it drew a chart (an svg) or its empty state. */
async function chartDrawn(card: Locator): Promise<boolean> {
  await expect(card.locator('.bo-chart-body')).toHaveAttribute('data-state', 'success');
  const svg = card.locator('.bo-chart-plot svg').first();
  const empty = card.getByText(en.reports.empty, { exact: true });
  await expect(svg.or(empty)).toBeVisible();
  return svg.isVisible();
}

/** Picks the custom range of the last 365 days, which holds the seed's orders. */
async function pickLastYear(scope: Locator | Page): Promise<void> {
  const today = localDate(new Date(), REPORT_TIME_ZONE);
  await scope.getByTestId('period-custom').click();
  await scope.getByLabel(en.reports.from, { exact: true }).fill(addDays(today, -364));
  await scope.getByLabel(en.reports.to, { exact: true }).fill(today);
}

test('the manager opens Reports, switches presets and tabs and sees every chart drawn', async ({ page }) => {
  await signIn(page, 'manager@demo.local');
  await page.getByTestId('menu-reports').click();
  await expect(page).toHaveURL(atPath('/reports'));
  await expect(page.getByRole('heading', { name: en.reports.title })).toBeVisible();

  for (const preset of ['today', 'week', 'month', 'year']) {
    await page.getByTestId(`period-${preset}`).click();
    await expect(page.getByTestId(`period-${preset}`)).toHaveClass(/bp6-active/);
    for (const chart of REPORT_CHARTS) await chartDrawn(page.getByTestId(`chart-${chart}`));
  }

  await pickLastYear(page);
  for (const chart of REPORT_CHARTS) {
    expect(await chartDrawn(page.getByTestId(`chart-${chart}`)), `${chart} is drawn`).toBe(true);
  }
  await page.getByTestId('chart-series').getByText(en.reports.kind.line, { exact: true }).click();
  await expect(page.getByTestId('chart-series').locator('svg path').first()).toBeVisible();

  await page.getByRole('tab', { name: en.reports.tabs.revenue }).click();
  await expect(page.getByTestId('chart-series').getByText(en.reports.charts.overTime.revenue)).toBeVisible();
  for (const chart of REPORT_CHARTS) {
    expect(await chartDrawn(page.getByTestId(`chart-${chart}`)), `revenue ${chart} is drawn`).toBe(true);
  }
  await snapshot(page, 'reports-manager-revenue');

  // The status filter: the done orders alone still draw the revenue over time.
  await page.getByLabel(en.reports.status).click();
  await page.getByRole('option', { name: en.orderStatus.done }).click();
  await page.keyboard.press('Escape');
  expect(await chartDrawn(page.getByTestId('chart-series'))).toBe(true);
});

test('the manager opens the analysis dialog of the orders list', async ({ page }) => {
  await signIn(page, 'manager@demo.local');
  await page.getByTestId('menu-orders').click();
  await page.getByTestId('list-analysis').click();
  const dialog = page.getByTestId('analysis-dialog');
  await expect(dialog).toBeVisible();
  await pickLastYear(dialog);
  expect(await chartDrawn(dialog.getByTestId('chart-orders'))).toBe(true);
  expect(await chartDrawn(dialog.getByTestId('chart-series'))).toBe(true);
  await page.getByRole('tab', { name: en.analysis.tabs.table }).click();
  const table = dialog.getByTestId('analysis-table-orders');
  await expect(table.getByText(en.analysis.total, { exact: true })).toBeVisible();
  await expect(table.getByText(en.orderStatus.done, { exact: true })).toBeVisible();
  await snapshot(page, 'reports-orders-analysis');
  // The footer's button, not the title's ×, which has the same name.
  await page.getByRole('button', { name: en.analysis.close }).filter({ hasText: en.analysis.close }).click();
  await expect(dialog).toHaveCount(0);
});

test('the niche form shows the niche’s revenue and order-count charts', async ({ page }) => {
  await signIn(page, 'manager@demo.local', '/settings/niches#niches/1/edit');
  const charts = page.getByTestId('niche-charts');
  await expect(charts).toBeVisible();
  await chartDrawn(charts.getByTestId('niche-chart-revenue'));
  await chartDrawn(charts.getByTestId('niche-chart-orders'));
});

test('the viewer, without analysis, sees no Reports entry and is refused at /reports', async ({ page }) => {
  await signIn(page, 'viewer@demo.local');
  expect(await menuKeys(page)).not.toContain('reports');
  await page.getByTestId('menu-orders').click();
  await expect(page.getByTestId('list-search')).toBeVisible();
  await expect(page.getByTestId('list-analysis')).toHaveCount(0);
  await page.goto('/reports');
  await expect(page).toHaveURL(atPath('/error/401'));
  await expect(page.getByText(en.errors.unauthorized.title, { exact: true })).toBeVisible();
});
