import en from '../../locales/en.json' with { type: 'json' };
import { DEMO_PASSWORD, demoEmail } from '../../src/shared/demo/demoAccounts';
import { visibleMenu } from '../../src/shared/domain/menu';
import { expect, test, useFreshServer } from './fixtures';
import { atPath, currentUser, menuKeys, signIn, snapshot } from './harness';

/**
 * Spec section 2: outsourced users never see workingRegisters, packages or deleted, even
 * when their role's permissions would show them, and cannot open those sections by URL.
 */

const OUTSOURCE = demoEmail('outsource');
const HIDDEN = ['workingRegisters', 'packages', 'deleted'];

useFreshServer();

test.describe('outsourced designer', () => {
  test('never sees workingRegisters, packages or deleted, and cannot open them by URL', async ({ page, request }) => {
    // Grant the outsourced designer get on those sections: only the outsourced rule may hide them.
    const web = { 'x-bo-client': 'web' };
    await request.post('/api/v1/auth/login', {
      headers: web,
      data: { email: demoEmail('manager'), password: DEMO_PASSWORD },
    });
    const outsourceId = (
      (await (
        await request.get(`/api/v1/users?filter=${encodeURIComponent(JSON.stringify({ email: OUTSOURCE }))}`)
      ).json()) as { results: { id: number }[] }
    ).results[0].id;
    const granted = await request.post('/api/v1/auth/permissions', {
      headers: web,
      data: {
        userId: outsourceId,
        permission: { orders: ['get', 'getOne'], workingRegisters: ['get'], packages: ['get'] },
      },
    });
    expect(granted.status()).toBe(200);

    await signIn(page, OUTSOURCE);
    const me = await currentUser(page);
    expect(me.isOutsource).toBe(true);
    expect(me.permission?.workingRegisters).toContain('get');

    const shown = await menuKeys(page);
    expect(shown).toEqual(visibleMenu(me).map((entry) => entry.key));
    expect(shown).toContain('orders');
    for (const key of HIDDEN) expect(shown).not.toContain(key);
    // Nor the finance site (spec section 2), though the server has one.
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.getByTestId('finance-site')).toHaveCount(0);
    await snapshot(page, 'outsource-dashboard');

    for (const path of ['/packages', '/workingRegisters', '/deleted/orders']) {
      await page.goto(path);
      await expect(page).toHaveURL(atPath('/error/401'));
      await expect(page.getByText(en.errors.unauthorized.title, { exact: true })).toBeVisible();
    }
  });
});
