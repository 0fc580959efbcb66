import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import type { OrderStatus } from '../../src/shared/domain/orderStatus';
import { ACTION_TIMEOUT_MS, signIn, VIEWPORT } from './harness';
import { currentServer } from './fixtures';

/** Helpers of the design review end-to-end test (issue 38): the staff's pages, images, the API for set-up. */

export type Language = 'en' | 'vi';
/** The app's texts in a language. */
export type Texts = typeof en;
export const TEXTS: Record<Language, Texts> = { en, vi: vi as Texts };

/**
 * A design of `width` × `height`: a light page, a coloured block at `x` (0..1 of the width) and a
 * caption, so two versions differ where the block moved.
 */
export function designPng(label: string, color: string, x: number, width = 1200, height = 900): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#f6f7f9"/>
  <rect x="${Math.round(x * width)}" y="${height * 0.25}" width="${width * 0.3}" height="${height * 0.4}" fill="${color}"/>
  <text x="${width * 0.05}" y="${height * 0.15}" font-size="${height * 0.08}" font-family="sans-serif" fill="#1c2127">${label}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** `method /api/v1{path}` with the page's session cookie; the answer's JSON, or a thrown status. */
export async function apiCall<T = Record<string, unknown>>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: {
          'x-bo-client': 'web',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
    { method, url: `/api/v1${path}`, body },
  );
}

/**
 * A page of its own browser context, signed in as `email` and switched to `language` with the
 * header's language switch (the choice stays in the context's local storage).
 */
export async function staffPage(browser: Browser, email: string, language: Language): Promise<Page> {
  const context = await browser.newContext({ baseURL: currentServer().baseUrl, viewport: VIEWPORT, locale: 'en-US' });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  await signIn(page, email);
  if (language === 'vi') {
    await page.getByTestId('lang-switch').getByRole('button', { name: 'VI' }).click();
    await expect(page.getByTestId('lang-switch').getByRole('button', { name: 'VI' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  return page;
}

/** Opens the order's page and waits for its header's status tag to read `status`. */
export async function openAt(page: Page, orderId: number, status: OrderStatus, tx: Texts, search = ''): Promise<void> {
  await page.goto(`/orders/${orderId}/edit${search}`);
  await expectStatus(page, status, tx);
}

export async function expectStatus(page: Page, status: OrderStatus, tx: Texts): Promise<void> {
  await expect(page.getByTestId('order-status').getByText(tx.orderStatus[status], { exact: true })).toBeVisible();
}

/** The action panel's Accept, then the new status in the header. */
export async function acceptTo(page: Page, next: OrderStatus, tx: Texts): Promise<void> {
  await page.getByTestId('action-panel').getByRole('button', { name: tx.workflow.accept, exact: true }).click();
  await expectStatus(page, next, tx);
}

/** Picks `name` in the reference select labelled `label` inside `scope` (the search box in the page's language). */
export async function pickPerson(page: Page, scope: Locator, label: string, name: string, tx: Texts): Promise<void> {
  await scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`)).click();
  const popover = page.locator('.bp6-popover').filter({ has: page.getByPlaceholder(tx.list.searchPlaceholder) });
  await popover.getByPlaceholder(tx.list.searchPlaceholder).fill(name);
  await expect(popover.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  await popover
    .getByRole('option')
    .filter({ has: page.getByText(name, { exact: true }) })
    .click();
  await expect(popover).toHaveCount(0);
}

/** The step form's product upload: one design image, shown back as uploaded. */
export async function uploadProduct(page: Page, name: string, png: Buffer): Promise<void> {
  const panel = page.getByTestId('action-panel');
  await panel.getByTestId('image-upload').locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(panel.locator('img[src*="/uploads/"]').first()).toBeVisible();
}

/** A drag with the mouse from one point to another of `target`, each given as 0..1 of its box. */
export async function dragOn(
  page: Page,
  target: Locator,
  from: readonly [number, number],
  to: readonly [number, number],
): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to drag on');
  const at = ([x, y]: readonly [number, number]) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  for (const t of [0.25, 0.5, 0.75, 1]) {
    await page.mouse.move(at(from)[0] + (at(to)[0] - at(from)[0]) * t, at(from)[1] + (at(to)[1] - at(from)[1]) * t);
  }
  await page.mouse.up();
}

/** The page has no horizontal scroll: nothing is wider than the window. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const widths = await page.evaluate<{ scroll: number; client: number }>(
    '({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })',
  );
  expect(widths.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(widths.client);
}

/** The element lies inside the window's width (reachable without scrolling sideways). */
export async function expectWithinWidth(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'the element is laid out').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}
