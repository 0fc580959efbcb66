import type { Page } from '@playwright/test';
import { visibleMenu } from '../../src/shared/domain/menu';
import en from '../../locales/en.json' with { type: 'json' };
import { expect, test, useFreshServer } from './fixtures';
import { atPath, currentUser, menuKeys, signIn, snapshot } from './harness';

/**
 * Issue 2, end to end: viewer@demo.local (role cbo, only get and getOne on customers and
 * orders) sees only the menu entries its permissions allow, no create control, and a direct
 * URL it may not open lands on the unauthorized page.
 */

const VIEWER = 'viewer@demo.local';

useFreshServer();

/** Opens `path` by URL and waits for the unauthorized page. */
async function expectUnauthorized(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(atPath('/error/401'));
  await expect(page.getByText(en.errors.unauthorized.title, { exact: true })).toBeVisible();
  await expect(page.getByText(en.errors.unauthorized.noPermission, { exact: true })).toBeVisible();
}

test.describe('viewer (cbo)', () => {
  test('sees exactly the menu entries its permissions allow', async ({ page }) => {
    await signIn(page, VIEWER);
    const me = await currentUser(page);
    expect(me.scope).not.toBe('manager');
    expect(me.permission).toEqual({ customers: ['get', 'getOne'], orders: ['get', 'getOne'] });

    const shown = await menuKeys(page);
    expect(shown).toEqual(visibleMenu(me).map((entry) => entry.key));
    expect(shown).toEqual(['dashboard', 'customers', 'orders', 'settings']);
    await snapshot(page, 'viewer-dashboard');
  });

  test('lists customers without create, edit or delete controls', async ({ page }) => {
    await signIn(page, VIEWER);
    await page.getByTestId('menu-customers').click();
    await expect(page).toHaveURL(atPath('/customers'));
    const table = page.getByTestId('resource-table');
    await expect(table.getByRole('button', { name: 'Show', exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('list-search')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
    await expect(table.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(table.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
    await snapshot(page, 'viewer-customers');
  });

  test('lands on the unauthorized page from URLs it may not open', async ({ page }) => {
    await signIn(page, VIEWER);
    for (const path of ['/users', '/roles', '/customers/create', '/orders/create', '/deleted/customers']) {
      await expectUnauthorized(page, path);
    }
    await snapshot(page, 'viewer-unauthorized');

    // Still signed in: the unauthorized page leads back to the dashboard.
    await page.getByRole('button', { name: en.errors.backHome }).click();
    await expect(page).toHaveURL(atPath('/'));
    await expect(page.getByTestId('sidebar')).toBeVisible();

    // Settings is open to everyone, but the viewer may list none of its catalogues: the one tab
    // is this device's notifications.
    await page.getByTestId('menu-settings').click();
    await expect(page).toHaveURL(atPath('/settings/notifications'));
    await expect(page.getByRole('tab')).toHaveCount(1);
    await expect(page.getByRole('tab', { name: en.settings.notifications.tab, exact: true })).toBeVisible();

    // The server refuses the same resources on its own.
    const statuses = await page.evaluate(async () =>
      Promise.all(['/api/v1/users', '/api/v1/roles', '/api/v1/niches'].map(async (p) => (await fetch(p)).status)),
    );
    expect(statuses).toEqual([403, 403, 403]);
    await expect(page).toHaveURL(atPath('/settings/notifications'));
  });
});
