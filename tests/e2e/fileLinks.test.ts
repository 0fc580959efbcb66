import en from '../../locales/en.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer } from './fixtures';
import { signIn, snapshot } from './harness';
import { apiGet, PNG } from './ordersFlow';

/**
 * Issue 11, links, end to end: the manager shares the order's image (a link to copy), mails
 * the customer an upload link, the customer sends a file on the link's page without an
 * account, the order lists it, and the manager revokes the link.
 */

useFreshServer();

test('the manager shares an image, mails an upload link, receives the customer’s file and revokes the link', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, demoEmail('manager'));
  const newest = await apiGet<{ results: { id: number }[] }>(page, '/orders?limit=1&orderBy=-id');
  const orderId = newest.results[0].id;
  await page.goto(`/orders/${orderId}/edit`);

  // Share: the server renders the image and the link is copied.
  await page.getByRole('button', { name: en.files.share }).click();
  const shared = page.getByRole('textbox', { name: en.files.shareLink });
  await expect(shared).toHaveValue(/\/uploads\/.+\.render\.jpg$/);
  await page.getByRole('button', { name: en.files.copy }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: en.files.copied })).toBeVisible();
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(await shared.inputValue());
  await snapshot(page, 'file-links-share');
  await page.keyboard.press('Escape');

  // Mail the customer an upload link.
  // The upload links' own section: the review links beside it are drawn alike (issue 38).
  const links = page.getByRole('region', { name: en.files.customerLinks });
  await links.getByRole('textbox', { name: en.files.customerEmail }).fill('client@example.com');
  await links.getByRole('button', { name: en.files.mailLink }).click();
  await expect(page.locator('.bp6-toast').filter({ hasText: 'client@example.com' })).toBeVisible();
  const url = await links.getByRole('textbox', { name: en.files.newLink }).inputValue();
  expect(url).toMatch(/\/upload\/[A-Za-z0-9_-]{43}$/);
  await expect(links.getByText(en.files.status.open)).toBeVisible();

  // The customer, signed in nowhere, sends a file on the page.
  const customer = await browser.newPage();
  await customer.goto(url);
  await expect(customer.getByRole('heading', { name: /Send the original files/ })).toBeVisible();
  await customer.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await customer.getByRole('button', { name: /Upload/ }).click();
  await expect(customer.getByText(/We received 1 file/)).toBeVisible();
  await snapshot(customer, 'file-links-customer-page');
  await customer.close();

  // The order lists the file; the manager revokes the link and its page refuses.
  await page.reload();
  await expect(links.getByText(en.files.receivedFiles)).toBeVisible();
  await expect(links.getByText(/· 1 file$/)).toBeVisible();
  await links.getByRole('button', { name: en.files.revoke }).click();
  await expect(links.getByText(en.files.status.revoked)).toBeVisible();
  await snapshot(page, 'file-links-order');
  expect(await page.evaluate(async (u) => (await fetch(u)).status, url)).toBe(410);
});
