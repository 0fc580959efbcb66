import type { Page } from '@playwright/test';
import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver';
import { expect, test, useFreshServer } from './fixtures';
import { narrow, signIn, snapshot } from './harness';

/**
 * Issue 36, webhooks: a manager adds a webhook in Settings pointing at a receiver on
 * 127.0.0.1 (the e2e servers allow private addresses), a customer is created, and the
 * delivery shows in the webhook's log with status 200; the tab and its dialog in English and
 * Vietnamese, at desktop width and at 700 px.
 */

useFreshServer();

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
test.afterAll(async () => {
  await receiver.close();
});

/**
 * Dismisses the toasts and waits until no dialog, drawer or toast is fading in or out, so a
 * screenshot shows the screen at rest.
 */
async function atRest(page: Page): Promise<void> {
  for (const close of await page.locator('.bp6-toast').getByRole('button').all()) await close.click();
  await expect(page.locator('.bp6-toast, .bp6-overlay-enter, .bp6-overlay-appear, .bp6-overlay-exit')).toHaveCount(0);
}

/** Creates a customer through the API with the page's session (the web client's CSRF header). */
const createCustomer = (page: Page, displayName: string) =>
  page.evaluate(async (name) => {
    const res = await fetch('/api/v1/customers', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bo-client': 'web' },
      body: JSON.stringify({ displayName: name }),
    });
    if (res.status !== 201) throw new Error(`POST /customers answered ${res.status}`);
  }, displayName);

test('a manager adds a webhook in Settings and sees its delivery in the log', async ({ page }) => {
  const url = `${receiver.origin}/office`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demoEmail('manager'), '/settings/webhooks');
  const panel = page.getByTestId('webhooks-panel');
  await expect(panel.getByText(en.settings.webhooks.empty)).toBeVisible();

  await panel.getByRole('button', { name: en.settings.webhooks.add }).click();
  const form = page.getByTestId('webhook-form');
  await form.getByRole('button', { name: en.common.save }).click();
  await expect(form.getByText(en.settings.webhooks.chooseEvents)).toBeVisible();
  await form.getByLabel(en.settings.webhooks.url).fill(url);
  await form.getByLabel(en.settings.webhooks.eventNames['customer.created']).check({ force: true });
  await form.getByLabel(en.settings.webhooks.eventNames['order.created']).check({ force: true });
  await form.getByLabel(en.settings.webhooks.description).fill('Finance site');
  await atRest(page);
  await snapshot(page, 'settings-webhooks-dialog');
  await form.getByRole('button', { name: en.common.save }).click();
  await expect(page.getByText(en.settings.webhooks.created)).toBeVisible();

  const row = panel.getByTestId('webhook-row').filter({ hasText: url });
  await expect(row).toContainText(en.settings.webhooks.eventNames['customer.created']);
  await expect(row).toContainText(en.settings.webhooks.on);

  await createCustomer(page, 'Hooked from the browser');
  const [request] = await receiver.waitFor('/office', 1);
  expect(JSON.parse(request.body)).toMatchObject({
    type: 'customer.created',
    data: { displayName: 'Hooked from the browser' },
  });
  expect(request.headers['webhook-signature']).toMatch(/^v1,/);

  await row.getByRole('button', { name: en.settings.webhooks.log }).click();
  const log = page.getByTestId('webhook-deliveries');
  const delivery = log.getByTestId('webhook-delivery').first();
  await expect(delivery).toContainText(en.settings.webhooks.eventNames['customer.created']);
  await expect(delivery.getByTestId('webhook-attempt')).toContainText('200');
  await expect(delivery).toContainText(en.settings.webhooks.delivery.succeeded);
  await atRest(page);
  await snapshot(page, 'settings-webhooks-log');
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();
  await expect(row).toContainText('200');
  await atRest(page);
  await snapshot(page, 'settings-webhooks');

  // The secret: hidden, then shown; copy and rotate sit beside it.
  await row.getByRole('button', { name: en.settings.webhooks.edit }).click();
  const secret = form.getByLabel(en.settings.webhooks.secret);
  await expect(secret).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: en.settings.webhooks.reveal }).click();
  await expect(secret).toHaveValue(/^whsec_/);
  await atRest(page);
  await snapshot(page, 'settings-webhooks-edit-dialog');
  await narrow(page);
  await atRest(page);
  await snapshot(page, 'settings-webhooks-edit-dialog-700');
  await form.getByRole('button', { name: en.common.cancel }).click();
  await atRest(page);
  await snapshot(page, 'settings-webhooks-700');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('lang-switch').getByRole('button', { name: 'VI' }).click();
  await expect(panel.getByRole('button', { name: vi.settings.webhooks.add })).toBeVisible();
  await expect(row).toContainText(vi.settings.webhooks.eventNames['customer.created']);
  await atRest(page);
  await snapshot(page, 'settings-webhooks-vi');
  await panel.getByRole('button', { name: vi.settings.webhooks.add }).click();
  await expect(form.getByLabel(vi.settings.webhooks.url)).toBeVisible();
  await atRest(page);
  await snapshot(page, 'settings-webhooks-dialog-vi');
  await narrow(page);
  await atRest(page);
  await snapshot(page, 'settings-webhooks-dialog-vi-700');
  await form.getByRole('button', { name: vi.common.cancel }).click();
  await atRest(page);
  await snapshot(page, 'settings-webhooks-vi-700');
});
