import type { Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import en from '../../locales/en.json';
import { pathOf, snapshot, submitLogin, useE2eSetup, withPage } from './harness';

/**
 * Issue 2, end to end: the public routes of spec section 2 and the validation of section 5:
 * sign-in errors, the redirect to /login and back, 'Page not found', forgot password and
 * the register form's password check.
 */

const e2e = useE2eSetup();

describe('public routes', () => {
  test('a wrong password shows the server message and stays on /login', async () => {
    await withPage(e2e.browser, 'auth-wrong-password', async (page) => {
      await page.goto(`${e2e.server.baseUrl}/login`);
      await submitLogin(page, 'manager@demo.local', 'not-the-password');
      const alert = page.getByRole('alert');
      await alert.getByText('Email or password is incorrect.', { exact: true }).waitFor();
      expect(pathOf(page)).toBe('/login');
      expect(await page.getByTestId('sidebar').count()).toBe(0);
      await snapshot(page, 'auth-wrong-password');
    });
  });

  test('an empty login form is refused before it is sent', async () => {
    await withPage(e2e.browser, 'auth-login-required', async (page) => {
      const calls: string[] = [];
      page.on('request', (req: Request) => {
        if (req.url().includes('/api/v1/auth/login')) calls.push(req.url());
      });
      await page.goto(`${e2e.server.baseUrl}/login`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.locator('#email[aria-invalid="true"]').waitFor();
      await page.locator('#password[aria-invalid="true"]').waitFor();
      expect(calls).toEqual([]);
    });
  });

  test('a private URL sends a signed-out user to /login and back there after sign-in', async () => {
    await withPage(e2e.browser, 'auth-redirect', async (page) => {
      await page.goto(`${e2e.server.baseUrl}/orders`);
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/orders');
      await submitLogin(page, 'manager@demo.local');
      await page.waitForURL((url) => url.pathname === '/orders');
      await page.getByTestId('sidebar').waitFor();
      await page.getByRole('heading', { name: en.resources.orders, exact: true }).waitFor();
      await snapshot(page, 'auth-orders-after-login');
    });
  });

  test("an unknown path shows 'Page not found'", async () => {
    await withPage(e2e.browser, 'auth-not-found', async (page) => {
      await page.goto(`${e2e.server.baseUrl}/no/such/page`);
      await page.getByRole('heading', { name: 'Page not found', exact: true }).waitFor();
      expect(pathOf(page)).toBe('/no/such/page');
      await snapshot(page, 'auth-not-found');
    });
  });

  test('forgot password asks the user to check the mailbox once the request succeeded', async () => {
    await withPage(e2e.browser, 'auth-forgot-password', async (page) => {
      await page.goto(`${e2e.server.baseUrl}/login`);
      await page.getByRole('link', { name: en.auth.login.toForgot }).click();
      await page.waitForURL((url) => url.pathname === '/forgot-password');
      await page.getByLabel('Email').fill('qa@demo.local');
      const answered = page.waitForResponse((res) => res.url().endsWith('/api/v1/auth/forgotPassword'));
      await page.getByRole('button', { name: en.auth.forgot.submit }).click();
      expect((await answered).ok()).toBe(true);
      const status = page.getByRole('status');
      await status.getByText(en.auth.forgot.sentTitle, { exact: true }).waitFor();
      // The callout's body shares its element with the title, so match the text inside it.
      expect(en.auth.forgot.sent).toMatch(/check your mailbox/i);
      await status.getByText(en.auth.forgot.sent).waitFor();
      expect(await page.getByLabel('Email').count()).toBe(0);
      await snapshot(page, 'auth-forgot-password-sent');
    });
  });

  test('register refuses mismatched passwords before submit, then registers once they match', async () => {
    await withPage(e2e.browser, 'auth-register', async (page) => {
      const calls: string[] = [];
      page.on('request', (req: Request) => {
        if (req.url().includes('/api/v1/auth/register')) calls.push(req.method());
      });
      await page.goto(`${e2e.server.baseUrl}/login`);
      await page.getByRole('link', { name: en.auth.login.toRegister }).click();
      await page.waitForURL((url) => url.pathname === '/register');

      const email = `e2e-${Date.now().toString(36)}@example.com`;
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('secret-one');
      await page.getByLabel(en.auth.confirmPassword).fill('secret-two');
      await page.getByRole('button', { name: en.auth.register.submit }).click();
      await page.locator('#confirm[aria-invalid="true"]').waitFor();
      await snapshot(page, 'auth-register-mismatch');
      expect(pathOf(page)).toBe('/register');
      expect(calls).toEqual([]);

      // Too short, even when matching: still nothing sent.
      await page.getByLabel('Password', { exact: true }).fill('abc');
      await page.getByLabel(en.auth.confirmPassword).fill('abc');
      await page.getByRole('button', { name: en.auth.register.submit }).click();
      await page.locator('#password[aria-invalid="true"]').waitFor();
      expect(calls).toEqual([]);

      // The same form goes through once the passwords agree.
      await page.getByLabel('Password', { exact: true }).fill('secret-one');
      await page.getByLabel(en.auth.confirmPassword).fill('secret-one');
      await page.getByRole('button', { name: en.auth.register.submit }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(calls).toEqual(['POST']);
    });
  });
});
