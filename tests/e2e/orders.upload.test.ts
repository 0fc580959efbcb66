import en from '../../locales/en.json' with { type: 'json' };
import { expect, test, useFreshServer } from './fixtures';
import { signIn, snapshot } from './harness';
import { labelled, PNG } from './ordersFlow';

/**
 * Issue 3, end to end: the order thumbnail is uploaded into the 250 × 150 box; a file the
 * server refuses shows the 'Error' toast, clears the image and marks the box 'Upload Failed'.
 */

useFreshServer();

test.describe('the order thumbnail upload', () => {
  test('uploads a PNG into the box and fills the thumbnail; a refused file is marked failed', async ({ page }) => {
    await signIn(page, 'sale@demo.local', '/orders');
    await expect(page.getByTestId('orders-table')).toBeVisible();
    await page.getByRole('button', { name: en.list.create, exact: true }).click();
    const form = page.getByTestId('order-create-form');
    const box = form.getByTestId('image-upload');
    await expect(box).toBeVisible();
    // The dialog opens with a zoom transition: poll until it settles.
    await expect
      .poll(async () => {
        const size = await box.boundingBox();
        return [Math.round(size?.width ?? 0), Math.round(size?.height ?? 0)];
      })
      .toEqual([250, 150]);

    const thumbnail = labelled(form, en.fields.thumbnail);
    const uploaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/uploadFile');
    await box.locator('input[type=file]').setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: PNG });
    expect((await uploaded).status()).toBe(200);
    await expect(thumbnail).toHaveValue(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const src = await thumbnail.inputValue();
    await expect(box.locator('img')).toHaveAttribute('src', src);
    expect(await page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), src)).toBe('image/png');
    await snapshot(page, 'orders-upload-thumbnail');

    // Replacing the picture deletes the file this box uploaded: no orphan stays on the server.
    const status = (url: string) => page.evaluate(async (u) => (await fetch(u, { cache: 'no-store' })).status, url);
    const replaced = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/deleteFile');
    await box.locator('input[type=file]').setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: PNG });
    expect((await replaced).status()).toBe(200);
    await expect(thumbnail).not.toHaveValue(src);
    expect(await status(src)).toBe(404);
    expect(await status(await thumbnail.inputValue())).toBe(200);

    await box
      .locator('input[type=file]')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    const toast = page.locator('.bp6-toast').filter({ hasText: en.upload.errorTitle });
    await expect(toast.filter({ hasText: 'Only image files can be uploaded.' })).toBeVisible();
    await expect(box.getByText(en.upload.failed)).toBeVisible();
    await expect(form.locator('.bo-upload-failed')).toBeVisible();
    await expect(thumbnail).toHaveValue('');
    await snapshot(page, 'orders-upload-failed');

    // The order list shows the small preview, the preview carousel the original.
    await page.goto('/orders');
    await expect(page.getByTestId('orders-table').locator('.bo-thumb').first()).toHaveAttribute(
      'src',
      /\.preview\.webp$/,
    );
  });

  test('asks before the page is left while the form shows an image, and not after', async ({ page }) => {
    await signIn(page, 'sale@demo.local', '/orders');
    await page.getByRole('button', { name: en.list.create, exact: true }).click();
    const form = page.getByTestId('order-create-form');
    const box = form.getByTestId('image-upload');
    await box.locator('input[type=file]').setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: PNG });
    await expect(box.locator('img')).toBeVisible();

    // Closing the tab asks; "Stay" keeps the page, its form and its image.
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(box.locator('img')).toBeVisible();

    // Once the form is gone, the page leaves without asking.
    await page.getByRole('button', { name: en.common.cancel, exact: true }).click();
    await expect(form).toBeHidden();
    const closed = page.waitForEvent('close');
    page.once('dialog', (unexpected) => void unexpected.dismiss());
    await page.close({ runBeforeUnload: true });
    await closed;
  });
});
