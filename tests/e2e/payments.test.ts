import en from '../../locales/en.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { formatMoney } from '../../src/shared/domain/format';
import { expect, test, useFreshServer } from './fixtures';
import { atPath, signIn } from './harness';
import { apiGet } from './ordersFlow';

/**
 * Issue 9, payments end to end: the manager opens an unconfirmed payment from the list's
 * Review button, reads its orders and total, confirms through the dialog, and sees
 * 'Confirmed successfully!' and the Confirmed tag, on the page and back in the list, where a
 * confirmed payment offers no Delete.
 */

const MANAGER = demoEmail('manager');

type Payment = { id: number; totalAmount: number; isConfirm: boolean | null; orders: number[] };

useFreshServer();

test('the manager reviews a payment and confirms it through the dialog', async ({ page }) => {
  await signIn(page, MANAGER);
  await page.getByTestId('menu-payments').click();
  await expect(page).toHaveURL(atPath('/payments'));
  await page.getByRole('button', { name: en.payments.review }).first().click();
  await expect(page).toHaveURL(/\/payments\/\d+\/review$/);
  const id = Number(/\/payments\/(\d+)\/review$/.exec(page.url())?.[1]);
  const payment = await apiGet<Payment>(page, `/payments/${id}`);
  expect(payment.isConfirm).not.toBe(true);

  const orders = page.getByTestId('payment-orders');
  await expect(orders.locator('tbody tr')).toHaveCount(payment.orders.length);
  await expect(orders.locator('.bo-payment-total')).toContainText(formatMoney(payment.totalAmount));

  await page.getByRole('button', { name: en.payments.confirm }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`#${payment.id}`);
  await dialog.getByRole('button', { name: en.payments.confirm }).click();
  await expect(page.getByText('Confirmed successfully!')).toBeVisible();
  await expect(page.getByTestId('payment-confirmed')).toHaveText(en.payments.confirmed);
  await expect(page.getByRole('button', { name: en.payments.confirm })).toHaveCount(0);

  const after = await apiGet<Payment>(page, `/payments/${payment.id}`);
  expect(after.isConfirm).toBe(true);

  // Back in the list, a confirmed payment offers no Delete (the server keeps it); one to review does.
  await page.getByTestId('menu-payments').click();
  const reviews = page.getByRole('button', { name: en.payments.review });
  await expect(page.getByText(en.payments.confirmed, { exact: true }).first()).toBeVisible();
  await expect(reviews.first()).toBeVisible();
  // The table draws its cells in passes: compare the counts once both columns are drawn.
  const deletes = page.getByRole('button', { name: en.list.delete });
  await expect
    .poll(async () => {
      const [d, r] = [await deletes.count(), await reviews.count()];
      return r > 0 && d === r;
    })
    .toBe(true);
});
