import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import { expect, test, useFreshServer } from './fixtures';
import { signIn, snapshot } from './harness';

/**
 * Spec section 8's 426, end to end in the browser build: when the server answers a request
 * with 'significant upgrades', the app says so and offers the update, which in a browser is
 * a reload (the server serves its own new version). The desktop app's download and restart
 * are main's, tested with a fake updater (src/main/updates).
 */

useFreshServer();

const UPGRADE = { statusCode: 426, error: 'Upgrade Required', message: 'x' };
/** The customers list, which the tests have the server refuse. */
const customersList = (url: URL) => url.pathname === '/api/v1/customers';

test('a 426 from the server opens the update dialog, and Reload brings the app back', async ({ page }) => {
  await signIn(page, 'manager@demo.local');
  await page.route(customersList, (route) =>
    route.fulfill({ status: 426, contentType: 'application/json', body: JSON.stringify(UPGRADE) }),
  );
  await page.goto('/customers');
  const dialog = page.getByRole('dialog', { name: en.updates.requiredTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(en.updates.required)).toBeVisible();
  await expect(dialog.getByText(en.updates.reloadHint)).toBeVisible();
  await snapshot(page, 'updates-required-en');

  // "Later" closes it; the next refused request opens it again.
  await dialog.getByRole('button', { name: en.updates.later }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(dialog).toBeVisible();

  // Once the server serves this copy again, Reload brings the list back.
  await page.unroute(customersList);
  await dialog.getByRole('button', { name: en.updates.reload }).click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Total \d+ items/)).toBeVisible();
});

test('the update dialog speaks Vietnamese, and fits a narrow window', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  await signIn(page, 'manager@demo.local');
  await page.getByTestId('lang-switch').getByRole('button', { name: 'VI' }).click();
  await page.route(customersList, (route) =>
    route.fulfill({ status: 426, contentType: 'application/json', body: JSON.stringify(UPGRADE) }),
  );
  await page.goto('/customers');
  const dialog = page.getByRole('dialog', { name: vi.updates.requiredTitle });
  await expect(dialog.getByText(vi.updates.required)).toBeVisible();
  await expect(dialog.getByRole('button', { name: vi.updates.reload })).toBeVisible();
  await snapshot(page, 'updates-required-vi-700');
});
