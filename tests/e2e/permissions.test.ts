import en from '../../locales/en.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer, withSetupPage } from './fixtures';
import { ACTION_TIMEOUT_MS, LOCALE, menuKeys, signIn, VIEWPORT } from './harness';

/**
 * Issue 9 end to end: the manager removes a permission from the viewer in the per-user
 * matrix (held on screen, then confirmed), and the viewer, still signed in, loses that menu
 * entry when the page reloads.
 */

const MANAGER = demoEmail('manager');
const VIEWER = demoEmail('viewer');

useFreshServer();

test('the manager takes customers.get from the viewer; the viewer’s menu loses Customers on reload', async ({
  page,
  browser,
  server,
}) => {
  const viewerContext = await browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORT, locale: LOCALE });
  viewerContext.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const viewer = await viewerContext.newPage();
  try {
    await signIn(viewer, VIEWER);
    expect(await menuKeys(viewer)).toContain('customers');

    await signIn(page, MANAGER);
    await page.getByTestId('menu-permissions').click();
    await page.getByTestId('permissions-search').fill('viewer');
    await page.getByTestId('permission-users').locator(`[data-email="${VIEWER}"]`).click();
    const box = page.getByTestId('permission-matrix').locator('[data-key="customers.get"]');
    await expect(box).toBeChecked();

    // Held on screen: Cancel puts it back, nothing is saved.
    await box.uncheck({ force: true });
    await expect(page.getByTestId('permissions-held')).toBeVisible();
    await page.getByTestId('permissions-cancel').click();
    await expect(box).toBeChecked();

    await box.uncheck({ force: true });
    await page.getByTestId('permissions-ok').click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(VIEWER);
    await alert.getByRole('button', { name: en.common.ok }).click();
    await expect(page.getByText(`Permissions of ${VIEWER} saved`)).toBeVisible();
    await expect(box).not.toBeChecked();
    await expect(page.getByTestId('permissions-held')).toBeHidden();

    await viewer.reload();
    const keys = await menuKeys(viewer);
    expect(keys).not.toContain('customers');
    expect(keys).toContain('orders');
  } finally {
    await viewerContext.close();
  }
});

test('the manager puts the viewer back to the role’s default', async ({ page, browser }) => {
  await signIn(page, MANAGER, '/permissions?q=viewer');
  await page.getByTestId('permission-users').locator(`[data-email="${VIEWER}"]`).click();
  const box = page.getByTestId('permission-matrix').locator('[data-key="customers.get"]');
  await expect(box).not.toBeChecked();
  await page.getByTestId('permissions-default').click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.common.ok }).click();
  await expect(box).toBeChecked();

  await withSetupPage(browser, async (viewer) => {
    await signIn(viewer, VIEWER);
    expect(await menuKeys(viewer)).toContain('customers');
  });
});
