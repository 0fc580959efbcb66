import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { expect, test, useFreshServer } from './fixtures';
import { narrow, signIn, snapshot } from './harness';
import { apiGet } from './ordersFlow';

/**
 * Issue 41, customer activities: a sale logs a call on a customer, naming one of its orders,
 * and reads it in the activity log; in Vietnamese they log a meeting, change it and delete it.
 */

type List<T> = { results: T[]; total: number };

useFreshServer();

test('a sale logs a call on a customer and sees it in the activity log, in English and Vietnamese', async ({
  page,
}) => {
  await signIn(page, demoEmail('sale'));
  const customer = (await apiGet<List<{ id: number; displayName: string }>>(page, '/customers?limit=1')).results[0];
  const orders = await apiGet<List<{ id: number; code: string | null; name: string }>>(
    page,
    `/orders?filter=${encodeURIComponent(JSON.stringify({ customerId: customer.id }))}&limit=1`,
  );
  await page.goto(`/customers/${customer.id}/edit`);
  const log = page.getByTestId('customer-activity');
  await log.getByRole('button', { name: en.customers.activity.log }).click();
  const form = page.getByTestId('activity-form');
  await expect(form.getByRole('radio', { name: en.customers.activity.logged.call })).toBeChecked();
  await form.getByLabel(en.customers.activity.summary).fill('Asked for a second proof by Friday');
  const order = orders.results.at(0);
  if (order) await form.getByLabel(en.customers.activity.order).selectOption(String(order.id));
  await snapshot(page, 'customers-activity-log-dialog');
  await form.getByRole('button', { name: en.common.save }).click();
  await expect(page.getByText(en.customers.activity.loggedMessage)).toBeVisible();
  const entry = log.getByTestId('activity-entry').filter({ hasText: 'Asked for a second proof by Friday' });
  await expect(entry).toHaveAttribute('data-kind', 'call');
  await expect(entry).toContainText(en.customers.activity.kinds.call);
  if (order) await expect(entry.getByRole('link')).toHaveAttribute('href', `/orders/${order.id}/edit`);
  await log.getByRole('button', { name: new RegExp(`^${en.customers.activity.kinds.call} \\(1\\)$`) }).click();
  await expect(log.getByTestId('activity-entry')).toHaveCount(1);
  await snapshot(page, 'customers-activity-log');

  await page.getByTestId('lang-switch').getByRole('button', { name: 'VI' }).click();
  await log.getByRole('button', { name: vi.customers.activity.log }).click();
  await form.getByRole('radio', { name: vi.customers.activity.logged.meeting }).click();
  await form.getByLabel(vi.customers.activity.summary).fill('Họp giới thiệu danh mục');
  await form.getByRole('button', { name: vi.common.save }).click();
  await expect(page.getByText(vi.customers.activity.loggedMessage)).toBeVisible();
  await log.getByRole('button', { name: new RegExp(`^${vi.customers.activity.all} `) }).click();
  const meeting = log.getByTestId('activity-entry').filter({ hasText: 'Họp giới thiệu danh mục' });
  await expect(meeting).toHaveAttribute('data-kind', 'meeting');
  await meeting.getByRole('button', { name: vi.customers.activity.edit }).click();
  await form.getByLabel(vi.customers.activity.summary).fill('Họp giới thiệu danh mục mùa xuân');
  await form.getByRole('button', { name: vi.common.save }).click();
  await expect(page.getByText(vi.customers.activity.changed)).toBeVisible();
  await expect(log).toContainText('Họp giới thiệu danh mục mùa xuân');
  await snapshot(page, 'customers-activity-log-vi');
  await narrow(page);
  await expect(log).toBeVisible();
  await snapshot(page, 'customers-activity-log-vi-700');
  await log
    .getByTestId('activity-entry')
    .filter({ hasText: 'mùa xuân' })
    .getByRole('button', { name: vi.customers.activity.delete })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: vi.common.ok }).click();
  await expect(page.getByText(vi.customers.activity.deleted)).toBeVisible();
  await expect(log.getByTestId('activity-entry').filter({ hasText: 'mùa xuân' })).toHaveCount(0);
});
