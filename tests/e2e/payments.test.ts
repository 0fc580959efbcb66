import en from '../../locales/en.json' with { type: 'json' };
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import { formatMoney } from '../../src/shared/domain/format';
import { expect, test, useFreshServer } from './fixtures';
import { atPath, signIn } from './harness';
import { apiGet, pickReference } from './ordersFlow';

/**
 * Issue 9, payments end to end: the manager opens an unconfirmed payment from the list's
 * Review button, reads its orders and total, confirms through the dialog, and sees
 * 'Confirmed successfully!' and the Confirmed tag, on the page and back in the list, where a
 * confirmed payment offers no Delete or Edit. The manager also gathers a designer's unpaid done orders
 * into a new payment through the create dialog.
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

  // Back in the list, a confirmed payment offers no Delete or Edit (the server keeps it); one to review does.
  await page.getByTestId('menu-payments').click();
  const reviews = page.getByRole('button', { name: en.payments.review });
  await expect(page.getByText(en.payments.confirmed, { exact: true }).first()).toBeVisible();
  await expect(reviews.first()).toBeVisible();
  // The table draws its cells in passes: compare the counts once both columns are drawn.
  // A confirmed payment offers no Edit either: its note, the one field left to edit, is settled.
  const deletes = page.getByRole('button', { name: en.list.delete });
  const edits = page.getByRole('button', { name: en.list.edit });
  await expect
    .poll(async () => {
      const [d, e, r] = [await deletes.count(), await edits.count(), await reviews.count()];
      return r > 0 && d === r && e === r;
    })
    .toBe(true);
});

type Unpaid = { results: { id: number; code: string | null; amount: number }[] };

test('the manager gathers a designer’s unpaid done orders into a new payment, leaving one out', async ({ page }) => {
  await signIn(page, MANAGER);
  // A designer with at least two unpaid done orders, whoever the seed gave them to.
  const designers = await apiGet<{ results: { id: number; displayName: string }[] }>(page, '/designers?limit=100');
  let chosen: { id: number; displayName: string } | undefined;
  let unpaid: Unpaid = { results: [] };
  for (const designer of designers.results) {
    unpaid = await apiGet<Unpaid>(
      page,
      `/payments/unpaidOrders?typeClient=DESIGNER&clientId=${designer.id}&from=2000-01-01&to=2099-12-31`,
    );
    if (unpaid.results.length >= 2) {
      chosen = designer;
      break;
    }
  }
  expect(chosen).toBeDefined();
  const [left, ...paid] = unpaid.results;

  await page.getByTestId('menu-payments').click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en.payments.createTitle });
  await pickReference(page, dialog, en.fields.enum.DESIGNER, chosen!.displayName, chosen!.displayName);
  await dialog.getByLabel(en.payments.from).fill('2000-01-01');
  await dialog.getByLabel(en.payments.to).fill('2099-12-31');
  const gathered = dialog.getByTestId('payment-gathered');
  await expect(gathered.locator('tbody tr')).toHaveCount(unpaid.results.length);
  // Blueprint draws the box over its input: the click lands on the drawn box.
  await gathered.getByRole('checkbox', { name: left.code ?? `#${left.id}` }).uncheck({ force: true });
  const total = paid.reduce((sum, order) => sum + order.amount, 0);
  await expect(dialog.getByTestId('payment-total')).toContainText(formatMoney(total));
  await dialog.getByRole('button', { name: en.common.save }).click();
  await expect(dialog).toHaveCount(0);

  const payments = await apiGet<{ results: Payment[] }>(
    page,
    `/payments/designers/${chosen!.id}?orderBy=-createdAt&limit=1`,
  );
  expect(payments.results[0]).toMatchObject({ totalAmount: total, isConfirm: false });
  expect([...payments.results[0].orders].sort()).toEqual(paid.map((o) => o.id).sort());
  // What was left out is still unpaid; what was paid is gathered no more.
  const after = await apiGet<Unpaid>(
    page,
    `/payments/unpaidOrders?typeClient=DESIGNER&clientId=${chosen!.id}&from=2000-01-01&to=2099-12-31`,
  );
  expect(after.results.map((o) => o.id)).toEqual([left.id]);
});

test('a customer user reads their customer’s payments on their profile', async ({ page }) => {
  await signIn(page, demoEmail('customer'));
  const me = await apiGet<{ customerId: number }>(page, '/users/me');
  const theirs = await apiGet<{ total: number; results: Payment[] }>(page, `/payments/customers/${me.customerId}`);
  await page.goto('/profile');
  await page.getByRole('tab', { name: en.payments.tab }).click();
  if (theirs.total === 0) {
    await expect(page.getByText(en.payments.none)).toBeVisible();
  } else {
    await expect(page.getByTestId('client-payments').locator('tbody tr')).toHaveCount(Math.min(theirs.total, 10));
  }
});
