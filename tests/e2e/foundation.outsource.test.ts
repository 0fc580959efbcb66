import en from '../../locales/en.json' with { type: 'json' };
import { visibleMenu } from '../../src/shared/domain/menu';
import { expect, test, useFreshServer } from './fixtures';
import { atPath, currentUser, menuKeys, signIn, snapshot } from './harness';

/**
 * Spec section 2: outsourced users never see workingRegisters, packages or deleted, even
 * when their role's permissions would show them, and cannot open those sections by URL.
 */

const OUTSOURCE = 'outsource@demo.local';
const HIDDEN = ['workingRegisters', 'packages', 'deleted'];

useFreshServer();

test.describe('outsourced designer', () => {
  test('never sees workingRegisters, packages or deleted, and cannot open them by URL', async ({ page }) => {
    await signIn(page, OUTSOURCE);
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
      await page.goto(path);
      await expect(page).toHaveURL(atPath('/error/401'));
      await expect(page.getByText(en.errors.unauthorized.title, { exact: true })).toBeVisible();
    }
  });
});
