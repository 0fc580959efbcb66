import { describe, expect, test } from 'vitest';
import en from '../../locales/en.json';
import { signIn, snapshot, useE2eSetup, withPage } from './harness';
import { labelled, PNG } from './ordersFlow';

/**
 * Issue 3, end to end: the order thumbnail is uploaded into the 250 × 150 box; a file the
 * server refuses shows the 'Error' toast, clears the image and marks the box 'Upload Failed'.
 */

const e2e = useE2eSetup();

describe('the order thumbnail upload', () => {
  test('uploads a PNG into the box and fills the thumbnail; a refused file is marked failed', async () => {
    await withPage(e2e.browser, 'orders-upload', async (page) => {
      await signIn(page, e2e.server.baseUrl, 'sale@demo.local');
      await page.goto(`${e2e.server.baseUrl}/orders`);
      await page.getByTestId('orders-table').waitFor();
      await page.getByRole('button', { name: en.list.create, exact: true }).click();
      const form = page.getByTestId('order-create-form');
      const box = form.getByTestId('image-upload');
      await box.waitFor();
      // The dialog opens with a zoom transition: poll until it settles.
      await expect
        .poll(async () => {
          const size = await box.boundingBox();
          return [Math.round(size?.width ?? 0), Math.round(size?.height ?? 0)];
        })
        .toEqual([250, 150]);

      const uploaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/uploadFile');
      await box.locator('input[type=file]').setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: PNG });
      expect((await uploaded).status()).toBe(200);
      await expect
        .poll(() => labelled(form, en.fields.thumbnail).inputValue())
        .toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
      const src = await box.locator('img').getAttribute('src');
      expect(src).toBe(await labelled(form, en.fields.thumbnail).inputValue());
      expect(await page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), src!)).toBe(
        'image/png',
      );
      await snapshot(page, 'orders-upload-thumbnail');

      await box
        .locator('input[type=file]')
        .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
      const toast = page.locator('.bp6-toast').filter({ hasText: en.upload.errorTitle });
      await toast.filter({ hasText: 'Only image files can be uploaded.' }).waitFor();
      await box.getByText(en.upload.failed).waitFor();
      await form.locator('.bo-upload-failed').waitFor();
      expect(await labelled(form, en.fields.thumbnail).inputValue()).toBe('');
      await snapshot(page, 'orders-upload-failed');
    });
  });
});
