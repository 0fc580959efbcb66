import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import en from '../../locales/en.json';
import { visibleMenu } from '../../src/shared/domain/menu';
import {
  currentUser,
  launchBrowser,
  menuKeys,
  signIn,
  snapshot,
  startServer,
  withPage,
  type E2eServer,
} from './harness';

/**
 * Spec section 2: outsourced users never see workingRegisters, packages or deleted, even
 * when their role's permissions would show them, and cannot open those sections by URL.
 */

const OUTSOURCE = 'outsource@demo.local';
const HIDDEN = ['workingRegisters', 'packages', 'deleted'];

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('outsourced designer', () => {
  test('never sees workingRegisters, packages or deleted, and cannot open them by URL', async () => {
    await withPage(browser, 'outsource-menu', async (page) => {
      await signIn(page, server.baseUrl, OUTSOURCE);
      const me = await currentUser(page);
      expect(me.isOutsource).toBe(true);
      // The role (pd) may list working registers: only the outsourced rule hides them.
      expect(me.permission?.workingRegisters).toContain('get');

      const shown = await menuKeys(page);
      expect(shown).toEqual(visibleMenu(me).map((entry) => entry.key));
      expect(shown).toContain('orders');
      for (const key of HIDDEN) expect(shown).not.toContain(key);
      await snapshot(page, 'outsource-dashboard');

      for (const path of ['/packages', '/workingRegisters', '/deleted/orders']) {
        await page.goto(`${server.baseUrl}${path}`);
        await page.waitForURL((url) => url.pathname === '/error/401');
        await page.getByText(en.errors.unauthorized.title, { exact: true }).waitFor();
      }
    });
  });
});
