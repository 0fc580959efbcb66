import en from '../../locales/en.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer } from './fixtures';
import { signIn, snapshot } from './harness';

/**
 * Issue 9 end to end, a user type's default permissions: the manager grants niches.get on the
 * Viewer type's matrix (reached from the type's edit page in Settings), confirms, and resets the
 * viewer (of that type) to their default in the per-user matrix: the key is ticked, joined
 * with their role's.
 */

const MANAGER = demoEmail('manager');
const VIEWER = demoEmail('viewer');

useFreshServer();

test("the manager grants a key on the viewer's user type and resets the viewer to it", async ({ page }) => {
  await signIn(page, MANAGER, '/settings/userTypes?q=Viewer');
  const edit = page.getByTestId('resource-table').getByRole('button', { name: en.list.edit, exact: true });
  await expect(edit).toHaveCount(1);
  await edit.click();
  // A user type edits on its own page (spec section 2), which leads to its defaults.
  await expect(page).toHaveURL(/\/userTypes\/\d+\/edit$/);
  await expect(page.getByRole('heading', { name: 'User types · Viewer' })).toBeVisible();
  await snapshot(page, 'user-type-edit-page');
  await page.getByTestId('userTypes-permissions-link').click();
  await expect(page).toHaveURL(/\/userTypes\/\d+\/permissions$/);
  await expect(page.getByRole('heading', { name: 'Default permissions of user type Viewer' })).toBeVisible();

  const typeBox = page.getByTestId('permission-matrix').locator('[data-key="niches.get"]');
  await expect(typeBox).not.toBeChecked();
  await typeBox.check({ force: true });
  await expect(page.getByTestId('permissions-held')).toBeVisible();
  await page.getByTestId('permissions-ok').click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('user type Viewer');
  await snapshot(page, 'userType-permissions-confirm');
  await alert.getByRole('button', { name: en.common.ok }).click();
  await expect(page.getByText('Permissions of user type Viewer saved')).toBeVisible();
  await expect(typeBox).toBeChecked();
  await expect(page.getByTestId('permissions-held')).toBeHidden();

  await page.goto('/permissions?q=viewer');
  await page.getByTestId('permission-users').locator(`[data-email="${VIEWER}"]`).click();
  const userBox = page.getByTestId('permission-matrix').locator('[data-key="niches.get"]');
  await expect(userBox).not.toBeChecked();
  await page.getByTestId('permissions-default').click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.common.ok }).click();
  await expect(userBox).toBeChecked();
  // The role's keys stay: the default is the role's map joined with the type's.
  await expect(page.getByTestId('permission-matrix').locator('[data-key="customers.get"]')).toBeChecked();
  await snapshot(page, 'userType-permissions-user-default');
});
