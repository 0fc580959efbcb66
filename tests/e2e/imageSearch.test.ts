import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import en from '../../locales/en.json' with { type: 'json' };
import { expect, test, useFreshServer } from './fixtures';
import { signIn, snapshot } from './harness';

/**
 * Issue 11, end to end: a designer drops a customer's copy of an order's picture on the
 * search-by-image window and opens the order it finds.
 */

useFreshServer();

/** The newest order and its thumbnail's bytes, read as the signed-in user. */
async function newestOrder(page: Page): Promise<{ id: number; thumbnail: string; bytes: Buffer }> {
  const order = await page.evaluate(async () => {
    const res = await fetch('/api/v1/orders?limit=1&orderBy=-id');
    return ((await res.json()) as { results: { id: number; thumbnail: string }[] }).results[0];
  });
  const image = await page.request.get(order.thumbnail);
  expect(image.status()).toBe(200);
  return { ...order, bytes: await image.body() };
}

/** Waits until the server has indexed the seed's images (in the background after start). */
async function waitForIndex(page: Page, query: Buffer, image: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ([bytes, expected]) => {
            const form = new FormData();
            form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'query.jpg');
            const res = await fetch('/api/v1/orders/searchByImage', {
              method: 'POST',
              headers: { 'x-bo-client': 'web' },
              body: form,
            });
            const { results } = (await res.json()) as { results: { image: string }[] };
            return results.some((r) => r.image === expected);
          },
          [[...query], image] as const,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
}

/** Drops a file on `target` as the operating system does when a file is dragged onto the window. */
async function dropFile(page: Page, target: Locator, file: { name: string; type: string; bytes: Buffer }) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, bytes }) => {
      // The page's DataTransfer (this file is typed for Node, which has none).
      const page = globalThis as unknown as { DataTransfer: new () => { items: { add(file: File): void } } };
      const transfer = new page.DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return transfer;
    },
    { ...file, bytes: [...file.bytes] },
  );
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

test.describe('search by image', () => {
  test('a designer drops a copy of an order picture on the search window and opens the order', async ({ page }) => {
    await signIn(page, 'designer@demo.local');
    const order = await newestOrder(page);
    // What a customer sends back: smaller, re-saved as a JPEG.
    const copy = await sharp(order.bytes).resize(200).jpeg({ quality: 60 }).toBuffer();
    await waitForIndex(page, copy, order.thumbnail);

    await page.goto('/orders');
    await page.getByRole('button', { name: en.imageSearch.open }).click();
    const dialog = page.getByRole('dialog', { name: en.imageSearch.title });
    await expect(dialog.getByText(en.imageSearch.hint)).toBeVisible();

    // Not an image first: a clear refusal, nothing sent.
    await dialog
      .getByTestId('image-search-file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(dialog.getByText(en.imageSearch.errors.notImage)).toBeVisible();

    const searched = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/orders/searchByImage');
    await dropFile(page, dialog.getByTestId('image-search-drop'), {
      name: 'from-customer.jpg',
      type: 'image/jpeg',
      bytes: copy,
    });
    expect((await searched).status()).toBe(200);
    await expect(dialog.getByTestId('image-search-query')).toBeVisible();
    const results = dialog.getByTestId('image-search-results');
    const first = results.locator('tbody tr').first();
    // Orders sharing the picture score alike; the newest comes first.
    await expect(first).toHaveAccessibleName(en.imageSearch.openOrder.replace('{{id}}', String(order.id)));
    await expect(first.locator('img')).toHaveAttribute('src', /\/uploads\//);
    await snapshot(page, 'image-search-results');

    await first.click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/edit$`));
    await expect(dialog).toBeHidden();
  });
});
