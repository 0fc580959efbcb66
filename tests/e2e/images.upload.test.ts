import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer } from './fixtures';
import { narrow, signIn, snapshot } from './harness';
import { apiGet, PNG } from './ordersFlow';

/**
 * Issue 41, one image field everywhere: the manager uploads a platform's demo image in Settings
 * and sees it on the order page's platform card; in Vietnamese, a product takes three images,
 * one moved earlier and one removed.
 */

type Order = { id: number; platformId: number | null };

useFreshServer();

test('a manager uploads a platform demo image in Settings and sees it on an order of that platform', async ({
  page,
}) => {
  await signIn(page, demoEmail('manager'));
  const filter = encodeURIComponent(JSON.stringify({ platformId: { $ne: null } }));
  const order = (await apiGet<{ results: Order[] }>(page, `/orders?filter=${filter}&limit=1`)).results[0];
  const platformId = order.platformId ?? 0;
  await page.goto(`/settings/platforms#platforms/${platformId}/edit`);
  const form = page.getByRole('dialog');
  const box = form.getByTestId('image-upload');
  // An optional image can be removed: the box is empty again.
  await expect(box.locator('img')).toHaveCount(1);
  await form.getByRole('button', { name: en.upload.remove }).click();
  await expect(box.locator('img')).toHaveCount(0);
  const uploaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/uploadFile');
  await box.locator('input[type=file]').setInputFiles({ name: 'demo.png', mimeType: 'image/png', buffer: PNG });
  const answer = (await (await uploaded).json()) as { image: string }[];
  await expect(box.locator('img')).toHaveAttribute('src', answer[0].image);
  await snapshot(page, 'images-platform-form');
  await form.getByRole('button', { name: en.form.save }).click();
  await expect(form).toHaveCount(0);
  expect(await apiGet<{ productDemoFile: string }>(page, `/platforms/${platformId}`)).toMatchObject({
    productDemoFile: answer[0].image,
  });

  await page.goto(`/orders/${order.id}/edit`);
  const card = page.locator('.bo-catalog-card');
  await expect(card.locator('img').first()).toHaveAttribute('src', new RegExp(answer[0].image.replace(/\.png$/, '')));
  await snapshot(page, 'images-platform-on-order');
});

test('in Vietnamese, a product takes several images, reordered and one removed', async ({ page }) => {
  await signIn(page, demoEmail('manager'));
  await page.getByTestId('lang-switch').getByRole('button', { name: 'VI' }).click();
  await page.goto('/settings/products#products/create');
  const form = page.getByRole('dialog');
  await form.getByLabel(vi.fields.name).fill('Bộ ảnh mùa xuân');
  const uploaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/uploadFile');
  await form
    .getByTestId('image-upload')
    .locator('input[type=file]')
    .setInputFiles(['a', 'b', 'c'].map((n) => ({ name: `${n}.png`, mimeType: 'image/png', buffer: PNG })));
  const urls = ((await (await uploaded).json()) as { image: string }[]).map((r) => r.image);
  expect(urls).toHaveLength(3);
  const items = form.locator('.bo-upload-item');
  await expect(items).toHaveCount(3);
  await items.nth(2).getByRole('button', { name: vi.upload.moveEarlier }).click();
  await items.nth(0).getByRole('button', { name: vi.upload.remove }).click();
  await expect(items).toHaveCount(2);
  await snapshot(page, 'images-product-form-vi');
  await narrow(page);
  await snapshot(page, 'images-product-form-vi-700');
  await form.getByRole('button', { name: vi.form.save }).click();
  await expect(form).toHaveCount(0);
  const products = await apiGet<{ results: { productImages: string[] }[] }>(
    page,
    `/products?filter=${encodeURIComponent(JSON.stringify({ name: { $like: 'Bộ ảnh mùa xuân' } }))}`,
  );
  expect(products.results[0].productImages).toEqual([urls[2], urls[1]]);
});
