import { expect, type Locator, type Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import type { OrderStatus } from '../../src/shared/domain/orderStatus';
import { snapshot } from './harness';

/** Helpers of the orders end-to-end tests: API reads with the page's session, pickers, the edit page. */

type Json = Record<string, unknown>;

/** GET /api/v1{path} with the page's session cookie; throws on an error status. */
export async function apiGet<T = Json>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    return (await res.json()) as T;
  }, `/api/v1${path}`);
}

/** The status code of GET /api/v1{path} with the page's session cookie. */
export async function apiStatus(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => (await fetch(url)).status, `/api/v1${path}`);
}

/** The order's history entries as the signed-in user may read them, oldest first. */
export async function historyOf(page: Page, orderId: number): Promise<Json[]> {
  const query = new URLSearchParams({ filter: JSON.stringify({ orderId }), orderBy: 'id', limit: '100' });
  return (await apiGet<{ results: Json[] }>(page, `/orderHistories?${query.toString()}`)).results;
}

/** The English label of a status, as the status tag shows it. */
export const statusLabel = (status: OrderStatus): string => en.orderStatus[status];

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The control of a form label, whether or not the label carries the required mark `*`. */
export const labelled = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRe(label)}\\s*\\*?$`));

/**
 * Opens a ReferenceSelect by its label inside `scope`, types `search` into its search box and picks the
 * option showing exactly `option` (its name, or its `#id` label); waits until the select shows
 * `shown` (the typed text by default: the name).
 */
export async function pickReference(
  page: Page,
  scope: Locator,
  label: string,
  search: string,
  option: string,
  shown = search,
): Promise<void> {
  const select = labelled(scope, label);
  await select.click();
  const popover = page.locator('.bp6-popover').filter({ has: page.getByPlaceholder(en.list.searchPlaceholder) });
  await popover.getByPlaceholder(en.list.searchPlaceholder).fill(search);
  // The choices shown until the search answers are the previous text's, and are redrawn when it
  // does: a click on one of them could land as the list is redrawn, and pick nothing.
  await expect(popover.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  await popover
    .getByRole('option')
    .filter({ has: page.getByText(option, { exact: true }) })
    .click();
  await expect(popover).toHaveCount(0);
  await expect(select.filter({ hasText: shown })).toBeVisible();
}

/** Opens /orders/{id}/edit and waits for its action panel. */
export async function openOrder(page: Page, orderId: number): Promise<void> {
  await page.goto(`/orders/${orderId}/edit`);
  await expect(page.getByTestId('action-panel')).toBeVisible();
}

/** Waits until the header's status tag reads the status. */
export async function waitForStatus(page: Page, status: OrderStatus): Promise<void> {
  await expect(page.getByTestId('order-status').getByText(statusLabel(status), { exact: true })).toBeVisible();
}

/** The timeline items of the history tab, newest first: their status label and accept mark. */
export async function timeline(page: Page): Promise<{ status: string; accept: string | null }[]> {
  await page.getByRole('tab', { name: en.orders.tabs.history }).click();
  const items = page.getByTestId('order-history').locator('li.bo-timeline-item');
  await expect(items.first()).toBeVisible();
  const out: { status: string; accept: string | null }[] = [];
  for (const item of await items.all()) {
    out.push({
      status: (await item.locator('.bo-timeline-head .bp6-tag').first().innerText()).trim(),
      accept: await item.getAttribute('data-accept'),
    });
  }
  return out;
}

/** Clicks the action panel's Accept and waits for the new status. */
export async function accept(page: Page, next: OrderStatus): Promise<void> {
  await page.getByTestId('action-panel').getByRole('button', { name: en.workflow.accept, exact: true }).click();
  await waitForStatus(page, next);
}

/** Saves a review screenshot of the step. */
export const step = (page: Page, name: string) => snapshot(page, `orders-flow-${name}`);

/** A 1×1 PNG, for uploads. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
