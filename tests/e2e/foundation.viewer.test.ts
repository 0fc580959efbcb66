import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { visibleMenu } from '../../src/shared/domain/menu';
import en from '../../locales/en.json';
import { currentUser, menuKeys, pathOf, signIn, snapshot, useE2eSetup, withPage } from './harness';

/**
 * Issue 2, end to end: viewer@demo.local (role cbo, only get and getOne on customers and
 * orders) sees only the menu entries its permissions allow, no create control, and a direct
 * URL it may not open lands on the unauthorized page.
 */

const VIEWER = 'viewer@demo.local';

const e2e = useE2eSetup();

/** Opens `path` by URL and waits for the unauthorized page. */
async function expectUnauthorized(page: Page, path: string): Promise<void> {
  await page.goto(`${e2e.server.baseUrl}${path}`);
  await page.waitForURL((url) => url.pathname === '/error/401');
  await page.getByText(en.errors.unauthorized.title, { exact: true }).waitFor();
  await page.getByText(en.errors.unauthorized.noPermission, { exact: true }).waitFor();
}

describe('viewer (cbo)', () => {
  test('sees exactly the menu entries its permissions allow', async () => {
    await withPage(e2e.browser, 'viewer-menu', async (page) => {
      await signIn(page, e2e.server.baseUrl, VIEWER);
      const me = await currentUser(page);
      expect(me.scope).not.toBe('manager');
      expect(me.permission).toEqual({ customers: ['get', 'getOne'], orders: ['get', 'getOne'] });

      const shown = await menuKeys(page);
      expect(shown).toEqual(visibleMenu(me).map((entry) => entry.key));
      expect(shown).toEqual(['dashboard', 'customers', 'orders', 'settings']);
      await snapshot(page, 'viewer-dashboard');
    });
  });

  test('lists customers without create, edit or delete controls', async () => {
    await withPage(e2e.browser, 'viewer-customers', async (page) => {
      await signIn(page, e2e.server.baseUrl, VIEWER);
      await page.getByTestId('menu-customers').click();
      await page.waitForURL((url) => url.pathname === '/customers');
      const table = page.getByTestId('resource-table');
      await table.getByRole('button', { name: 'Show', exact: true }).first().waitFor();
      await page.getByTestId('list-search').waitFor();
      expect(await page.getByRole('button', { name: 'Create', exact: true }).count()).toBe(0);
      expect(await table.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
      expect(await table.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
      await snapshot(page, 'viewer-customers');
    });
  });

  test('lands on the unauthorized page from URLs it may not open', async () => {
    await withPage(e2e.browser, 'viewer-unauthorized', async (page) => {
      await signIn(page, e2e.server.baseUrl, VIEWER);
      for (const path of ['/users', '/roles', '/customers/create', '/orders/create', '/deleted/customers']) {
        await expectUnauthorized(page, path);
      }
      await snapshot(page, 'viewer-unauthorized');

      // Still signed in: the unauthorized page leads back to the dashboard.
      await page.getByRole('button', { name: en.errors.backHome }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('sidebar').waitFor();

      // Settings is open to everyone, but the viewer may list none of its catalogues.
      await page.getByTestId('menu-settings').click();
      await page.getByText(en.settings.empty, { exact: true }).waitFor();
      expect(await page.getByRole('tab').count()).toBe(0);

      // The server refuses the same resources on its own.
      const statuses = await page.evaluate(async () =>
        Promise.all(['/api/v1/users', '/api/v1/roles', '/api/v1/niches'].map(async (p) => (await fetch(p)).status)),
      );
      expect(statuses).toEqual([403, 403, 403]);
      expect(pathOf(page)).toBe('/settings/niches');
    });
  });
});
