import type { Request } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import { expect, test, useFreshServer } from './fixtures';
import { atPath, snapshot, submitLogin } from './harness';

/**
 * Issue 2, end to end: the public routes of spec section 2 and the validation of section 5:
 * sign-in errors, the redirect to /login and back, 'Page not found', forgot password and
 * the register form's password check.
 */

useFreshServer();

test.describe('public routes', () => {
  test('a wrong password shows the server message and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'manager@demo.local', 'not-the-password');
    const alert = page.getByRole('alert');
    await expect(alert.getByText('Email or password is incorrect.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(atPath('/login'));
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await snapshot(page, 'auth-wrong-password');
  });

  test('an empty login form is refused before it is sent', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (req: Request) => {
      if (req.url().includes('/api/v1/auth/login')) calls.push(req.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('#email[aria-invalid="true"]')).toBeVisible();
    await expect(page.locator('#password[aria-invalid="true"]')).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('a private URL sends a signed-out user to /login and back there after sign-in', async ({ page }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/orders');
    await submitLogin(page, 'manager@demo.local');
    await expect(page).toHaveURL(atPath('/orders'));
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByRole('heading', { name: en.resources.orders, exact: true })).toBeVisible();
    await snapshot(page, 'auth-orders-after-login');
  });

  test("an unknown path shows 'Page not found'", async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found', exact: true })).toBeVisible();
    await expect(page).toHaveURL(atPath('/no/such/page'));
    await snapshot(page, 'auth-not-found');
  });

  test('forgot password asks the user to check the mailbox once the request succeeded', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: en.auth.login.toForgot }).click();
    await expect(page).toHaveURL(atPath('/forgot-password'));
    await page.getByLabel('Email').fill('qa@demo.local');
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/v1/auth/forgotPassword'));
    await page.getByRole('button', { name: en.auth.forgot.submit }).click();
    expect((await answered).ok()).toBe(true);
    const status = page.getByRole('status');
    await expect(status.getByText(en.auth.forgot.sentTitle, { exact: true })).toBeVisible();
    // The callout's body shares its element with the title, so match the text inside it.
    expect(en.auth.forgot.sent).toMatch(/check your mailbox/i);
    await expect(status.getByText(en.auth.forgot.sent)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await snapshot(page, 'auth-forgot-password-sent');
  });

  test('register refuses mismatched passwords before submit, then registers once they match', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (req: Request) => {
      if (req.url().includes('/api/v1/auth/register')) calls.push(req.method());
    });
    await page.goto('/login');
    await page.getByRole('link', { name: en.auth.login.toRegister }).click();
    await expect(page).toHaveURL(atPath('/register'));

    const email = `e2e-${Date.now().toString(36)}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-one');
    await page.getByLabel(en.auth.confirmPassword).fill('secret-two');
    await page.getByRole('button', { name: en.auth.register.submit }).click();
    await expect(page.locator('#confirm[aria-invalid="true"]')).toBeVisible();
    await snapshot(page, 'auth-register-mismatch');
    await expect(page).toHaveURL(atPath('/register'));
    expect(calls).toEqual([]);

    // Too short, even when matching: still nothing sent.
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel(en.auth.confirmPassword).fill('abc');
    await page.getByRole('button', { name: en.auth.register.submit }).click();
    await expect(page.locator('#password[aria-invalid="true"]')).toBeVisible();
    expect(calls).toEqual([]);

    // The same form goes through once the passwords agree.
    await page.getByLabel('Password', { exact: true }).fill('secret-one');
    await page.getByLabel(en.auth.confirmPassword).fill('secret-one');
    await page.getByRole('button', { name: en.auth.register.submit }).click();
    await expect(page).toHaveURL(atPath('/login'));
    expect(calls).toEqual(['POST']);
  });
});
