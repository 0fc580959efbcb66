import en from '../../locales/en.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import type { Page } from '@playwright/test';
import { expect, test, useFreshServer } from './fixtures';
import { atPath, signIn, snapshot } from './harness';

/**
 * Issue 9, user requests: a designer sends a request from the user menu's My requests (a
 * PAYMENT_REQUEST, pending); the manager approves it on the requests list behind a
 * confirmation; the designer then reads the answer.
 */

const TITLE = `Overtime ${Date.now() % 100_000}`;

useFreshServer();

/** The list searched for `title` (the table has no rows to pick from): it then shows that request alone. */
async function only(page: Page, title: string) {
  const search = page.getByPlaceholder(en.list.searchPlaceholder);
  await search.fill(title);
  await search.press('Enter');
  await expect(page.getByText(/Total 1 item/)).toBeVisible();
  const table = page.getByTestId('resource-table');
  await expect(table).toContainText(title);
  return table;
}

test('a designer sends a request, the manager approves it, the designer reads the answer', async ({ browser }) => {
  const designer = await browser.newPage();
  await signIn(designer, demoEmail('designer'));
  await designer.getByTestId('user-menu').click();
  await designer.getByRole('menuitem', { name: en.header.requests }).click();
  await expect(designer).toHaveURL(atPath('/userRequests/me'));
  await designer.getByRole('button', { name: 'Create', exact: true }).click();
  const form = designer.getByRole('dialog');
  await form.getByLabel('Title').fill(TITLE);
  await form.getByRole('button', { name: en.common.save }).click();
  await expect(form).toHaveCount(0);
  const mine = await only(designer, TITLE);
  await expect(mine).toContainText(en.fields.enum.pending);
  await expect(mine).toContainText(en.fields.enum.PAYMENT_REQUEST);
  // A sender cannot decide: no Approve on their own list.
  await expect(mine.getByRole('button', { name: en.userRequests.approve })).toHaveCount(0);

  const manager = await browser.newPage();
  await signIn(manager, demoEmail('manager'), '/userRequests');
  const row = await only(manager, TITLE);
  await row.getByRole('button', { name: en.userRequests.approve }).click();
  const confirm = manager.getByRole('alertdialog');
  await expect(confirm).toContainText('Approve request #');
  await confirm.getByRole('button', { name: en.userRequests.approve }).click();
  await expect(row).toContainText(en.fields.enum.approved);
  await expect(row.getByRole('button', { name: en.userRequests.approve })).toHaveCount(0);
  await snapshot(manager, 'user-requests-list');

  await designer.reload();
  await expect(await only(designer, TITLE)).toContainText(en.fields.enum.approved);
  await snapshot(designer, 'user-requests-mine');
});
