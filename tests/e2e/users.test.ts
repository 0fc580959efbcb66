import sharp from 'sharp';
import en from '../../locales/en.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer } from './fixtures';
import { atPath, signIn, snapshot } from './harness';
import { apiGet } from './ordersFlow';

/**
 * Issue 9, users end to end: the manager opens a user's full edit screen and finds real rows
 * in its tabs, changes the user's password through the dialog, invites a new email from the
 * Users screen and sees it invited, and gives the user an avatar cropped to a circle.
 */

const MANAGER = demoEmail('manager');

type User = { id: number; email: string; avatar: string | null; inviteStatus: string; inviteSentAt: string | null };
type List<T> = { results: T[]; total: number };

useFreshServer();

async function designer(page: Parameters<typeof apiGet>[0]): Promise<User> {
  const filter = encodeURIComponent(JSON.stringify({ email: demoEmail('designer') }));
  const { results } = await apiGet<List<User>>(page, `/users?filter=${filter}`);
  return results[0];
}

test("the manager opens a user's edit screen and reads its tabs", async ({ page }) => {
  await signIn(page, MANAGER);
  await page.getByTestId('menu-users').click();
  await expect(page).toHaveURL(atPath('/users'));
  const user = await designer(page);
  await page.goto(`/users/${user.id}/edit`);

  await expect(page.getByTestId('user-summary')).toContainText('Lê Hoàng Nam');
  await expect(page.getByTestId('user-salary-terms')).toBeVisible();
  await expect(page.getByTestId('user-form').getByLabel(en.fields.email)).toBeDisabled();
  await expect(page.getByTestId('user-form').getByLabel(en.fields.password, { exact: true })).toHaveCount(0);

  const requested = await apiGet<List<{ id: number }>>(page, `/users/${user.id}/requestedOrders?limit=10`);
  await page.getByRole('tab', { name: en.people.tabs.requested }).click();
  await expect(page.getByTestId('user-requested').locator('tbody tr')).toHaveCount(requested.results.length);
  expect(requested.total).toBeGreaterThan(0);

  await page.getByRole('tab', { name: en.people.tabs.orders, exact: true }).click();
  await expect(page.getByTestId('user-orders').locator('tbody tr').first()).toBeVisible();

  await page.getByRole('tab', { name: en.people.tabs.mistakes }).click();
  await expect(page.getByTestId('user-mistakes').locator('tbody tr').first()).toBeVisible();

  await page.getByRole('tab', { name: en.people.tabs.comments }).click();
  await expect(page.getByTestId('user-comment').first()).toBeVisible();
  const before = await page.getByTestId('user-comment').count();
  expect(before).toBeGreaterThan(0);
  const form = page.getByTestId('user-comment-form');
  await form.getByLabel(en.comments.content).fill('Careful with colours.');
  await form.getByRole('button', { name: en.comments.add }).click();
  await expect(form).toContainText(en.comments.requireRate);
  await form.getByRole('radio').nth(3).click();
  await form.getByRole('button', { name: en.comments.add }).click();
  await expect(page.getByTestId('user-comment')).toHaveCount(before + 1);
  await expect(page.getByTestId('user-comment').first()).toContainText('Careful with colours.');
  await snapshot(page, 'users-edit-tabs');
});

test("the manager changes a user's password through the dialog", async ({ page, request }) => {
  await signIn(page, MANAGER);
  const user = await designer(page);
  await page.goto(`/users/${user.id}/edit`);
  await page.getByRole('button', { name: en.people.setPassword }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(en.auth.newPassword).fill('designer-new-1');
  await dialog.getByLabel(en.auth.confirmPassword).fill('designer-new-2');
  await dialog.getByRole('button', { name: en.common.save }).click();
  await expect(dialog).toContainText(en.validation.passwordInconsistent);
  await dialog.getByLabel(en.auth.confirmPassword).fill('designer-new-1');
  await dialog.getByRole('button', { name: en.common.save }).click();
  await expect(dialog).toHaveCount(0);
  const status = async (password: string) =>
    (await request.post('/api/v1/auth/login', { data: { email: demoEmail('designer'), password } })).status();
  expect(await status('designer-new-1')).toBe(200);
  expect(await status('demo1234')).toBe(401);
});

test('the manager invites a new email and sees the invitation on the user', async ({ page }) => {
  await signIn(page, MANAGER);
  await page.getByTestId('menu-users').click();
  await page.getByTestId('users-invite').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(en.auth.email).fill('new.hire@demo.local');
  await dialog.getByRole('button', { name: en.common.save }).click();
  await expect(page.getByText('Invitation sent to new.hire@demo.local.')).toBeVisible();

  await page.getByTestId('list-search').fill('new.hire');
  await page.getByTestId('list-search').press('Enter');
  const invite = page.getByTestId('invite-state').first();
  await expect(invite).toContainText(en.fields.enum.sent);
  await expect(invite.getByRole('button', { name: en.people.resend })).toBeVisible();

  const filter = encodeURIComponent(JSON.stringify({ email: 'new.hire@demo.local' }));
  const [user] = (await apiGet<List<User>>(page, `/users?filter=${filter}`)).results;
  expect(user).toMatchObject({ inviteStatus: 'sent' });
  expect(user.inviteSentAt).not.toBeNull();
  await page.goto(`/users/${user.id}/show`);
  await expect(page.getByTestId('user-members')).toContainText(en.fields.enum.sent);
  await page.getByTestId('user-members').getByRole('button', { name: en.people.resend }).click();
  await expect(page.getByText('Invitation sent to new.hire@demo.local.')).toBeVisible();
  await snapshot(page, 'users-invited');
});

test("the manager crops and uploads a user's avatar", async ({ page, request }) => {
  await signIn(page, MANAGER);
  const user = await designer(page);
  const png = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#2d72d2' } })
    .png()
    .toBuffer();
  await page.goto(`/users/${user.id}/edit?tab=edit`);
  await page.getByTestId('avatar-file').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: png });
  const cropper = page.getByTestId('avatar-cropper');
  await expect(cropper).toBeVisible();
  const zoom = page.getByRole('slider', { name: en.avatar.zoom });
  await zoom.focus();
  for (let i = 0; i < 25; i += 1) await zoom.press('ArrowRight');
  await expect.poll(async () => Number(await zoom.getAttribute('aria-valuenow'))).toBeCloseTo(1.25, 5);
  await page.getByRole('dialog').getByRole('button', { name: en.common.save }).click();
  await expect(cropper).toHaveCount(0);

  const uploaded = page.getByTestId('user-form').getByTestId('avatar-image');
  await expect(uploaded).toHaveAttribute('src', /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
  const src = await uploaded.getAttribute('src');
  const stored = await sharp(await (await request.get(src!)).body()).metadata();
  const size = [stored.width, stored.height];
  expect(size).toEqual([250, 250]);

  await page.getByTestId('user-form').getByRole('button', { name: en.form.save }).click();
  await expect(page.getByTestId('user-avatar')).toHaveAttribute('src', src!);
  expect((await designer(page)).avatar).toBe(src);
  await snapshot(page, 'users-avatar');
});

test('an outsourced designer reads their profile, changes only the Trello fields, and finds their payments', async ({
  page,
}) => {
  await signIn(page, demoEmail('outsource'), '/profile');
  await expect(page.getByText(en.profile.outsourceReadOnly)).toBeVisible();
  await expect(page.getByLabel(en.profile.fields.displayName)).toHaveAttribute('readonly', '');
  await expect(page.locator('#profile-avatar')).toBeDisabled();
  await page.getByLabel(en.profile.fields.trelloKey).fill('outsource-key');
  await page.getByRole('button', { name: en.common.save }).click();
  await expect(page.getByText(en.common.updated).first()).toBeVisible();

  const me = await apiGet<{ id: number }>(page, '/users/me');
  const payments = await apiGet<List<{ id: number }>>(page, `/payments/designers/${me.id}`);
  expect(payments.total).toBeGreaterThan(0);
  await page.getByRole('tab', { name: en.payments.tab }).click();
  await expect(page.getByTestId('client-payments').locator('tbody tr')).toHaveCount(Math.min(payments.total, 10));
});
