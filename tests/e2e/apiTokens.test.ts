import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer } from './fixtures';
import { narrow, signIn, snapshot } from './harness';

/**
 * Issue 36, API tokens: a sale makes a token of chosen permissions in their profile, copies it
 * from the dialog that shows it once, and the integrator's example script lists orders with it;
 * once revoked, the script is refused. A manager sees everyone's tokens in Settings.
 */

useFreshServer();

const run = promisify(execFile);
const EXAMPLE = join(import.meta.dirname, '..', '..', 'docs', 'examples', 'list-orders.ts');

/** Runs docs/examples/list-orders.ts against the server with the token, as an integrator would. */
const listOrdersWith = (baseUrl: string, token: string) =>
  run(process.execPath, ['--import', 'tsx', EXAMPLE, baseUrl], {
    env: { ...process.env, BACK_OFFICE_TOKEN: token },
  });

const NAME = 'Finance sheet';

test('a sale makes a token in the profile, a script lists orders with it, and revoking it stops the script', async ({
  page,
  server,
}) => {
  await signIn(page, demoEmail('sale'), '/profile');
  await page.getByRole('tab', { name: en.apiTokens.tab }).click();
  await expect(page).toHaveURL(/tab=apiTokens/);
  const panel = page.getByTestId('api-tokens-panel');
  await expect(panel.getByText(en.apiTokens.empty)).toBeVisible();

  await panel.getByRole('button', { name: en.apiTokens.new }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: en.common.save }).click();
  await expect(dialog.getByText(en.form.required)).toBeVisible();
  await dialog.getByLabel(en.apiTokens.name).fill(NAME);
  await dialog.locator('label', { hasText: en.apiTokens.chosen }).click();
  await dialog.getByRole('button', { name: en.common.save }).click();
  await expect(dialog.getByText(en.apiTokens.choosePermission)).toBeVisible();
  await dialog.locator('[data-key="orders.get"]').check({ force: true });
  await expect(dialog.getByText('1 permission chosen')).toBeVisible();
  await snapshot(page, 'api-token-new');
  await dialog.getByRole('button', { name: en.common.save }).click();

  const field = dialog.getByRole('textbox', { name: en.apiTokens.token });
  await expect(field).toHaveValue(/^bo_pat_/);
  const token = await field.inputValue();
  await snapshot(page, 'api-token-made');
  await dialog.getByRole('button', { name: en.apiTokens.done }).click();

  const row = panel.locator(`tr[data-token="${NAME}"]`);
  await expect(row).toContainText(token.slice(0, 13));
  await expect(row).toContainText('1 permission');
  await expect(row).toContainText(en.apiTokens.never);
  expect(await page.content()).not.toContain(token);

  const { stdout } = await listOrdersWith(server.baseUrl, token);
  expect(stdout).toMatch(/^\d+ orders; the newest:/);
  await page.reload();
  await expect(row).not.toContainText(en.apiTokens.never);
  await snapshot(page, 'api-tokens-profile');

  await page.getByTestId('lang-switch').getByRole('button', { name: 'VI' }).click();
  await expect(page.getByRole('tab', { name: vi.apiTokens.tab })).toBeVisible();
  await snapshot(page, 'api-tokens-profile-vi');
  await panel.getByRole('button', { name: vi.apiTokens.new }).click();
  await dialog.locator('label', { hasText: vi.apiTokens.chosen }).click();
  await expect(dialog.getByTestId('api-token-keys')).toBeVisible();
  await snapshot(page, 'api-token-new-vi');
  await narrow(page);
  await snapshot(page, 'api-token-new-vi-700');
  await dialog.getByRole('button', { name: vi.common.cancel }).click();
  await expect(row).toBeVisible();
  await snapshot(page, 'api-tokens-profile-vi-700');

  await row.getByRole('button', { name: vi.apiTokens.revoke }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: vi.apiTokens.revoke }).click();
  await expect(row).toHaveCount(0);
  await expect(listOrdersWith(server.baseUrl, token)).rejects.toThrow(/Listing orders failed \(401\)/);
});

test("a manager sees everyone's tokens in Settings and may revoke them", async ({ page }) => {
  await signIn(page, demoEmail('designer'), '/profile?tab=apiTokens');
  const panel = page.getByTestId('api-tokens-panel');
  await panel.getByRole('button', { name: en.apiTokens.new }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(en.apiTokens.name).fill('Portfolio site');
  await dialog.getByRole('button', { name: en.common.save }).click();
  await dialog.getByRole('button', { name: en.apiTokens.done }).click();
  await expect(panel.locator('tr[data-token="Portfolio site"]')).toContainText(en.apiTokens.readOnly);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: en.header.logout }).click();
  await signIn(page, demoEmail('manager'), '/settings/apiTokens');
  const all = page.getByTestId('api-tokens-panel');
  const row = all.locator('tr[data-token="Portfolio site"]');
  await expect(row).toBeVisible();
  await expect(all.getByRole('button', { name: en.apiTokens.new })).toHaveCount(0);
  await snapshot(page, 'api-tokens-settings');
  await row.getByRole('button', { name: en.apiTokens.revoke }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.apiTokens.revoke }).click();
  await expect(row).toHaveCount(0);
});
