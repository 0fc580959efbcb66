import type { Browser, Page } from '@playwright/test';
import { text as reviewText, type ReviewTextKey } from '../../src/renderer/review/reviewTexts';
import { demoEmail } from '../../src/shared/demo/demoAccounts';
import type { OrderStatus } from '../../src/shared/domain/orderStatus';
import { expect, test, useFreshServer } from './fixtures';
import { narrow, snapshot, VIEWPORT } from './harness';
import {
  acceptTo,
  apiCall,
  designPng,
  dragOn,
  expectNoHorizontalScroll,
  expectStatus,
  expectWithinWidth,
  openAt,
  pickPerson,
  staffPage,
  TEXTS,
  uploadProduct,
  type Language,
  type Texts,
} from './designReviewFlow';

/**
 * Issue 38, end to end: the designer uploads v1, the leader boxes a flaw on the Designs tab and
 * rejects with the mark as the reason, the designer uploads v2 (resolving the mark in the step
 * form) and compares it with v1 in each mode, the sale sends a review link, the customer (a
 * context with no session) marks a spot and asks for changes, the order is in feedback with that
 * mark, v3 goes up, a new link is sent, and the customer approves with 5 stars: the order is done
 * with the review. In English and in Vietnamese; the review page also at 390 px.
 */

useFreshServer();

const LEADER = 'Trần Quốc Bảo'; // leader@demo.local

interface Actors {
  readonly designer: Page;
  readonly leader: Page;
  readonly delivery: Page;
  readonly sale: Page;
  readonly guarantee: Page;
}

/** One order brought to design_in_progress for the designer through the API (steps the issue does not describe). */
async function orderAtDesign({ sale, leader, designer }: Actors, name: string): Promise<number> {
  const customers = await apiCall<{ results: { id: number }[] }>(sale, 'GET', '/customers?limit=1&orderBy=id');
  const template = await apiCall<{ results: { thumbnail: string }[] }>(sale, 'GET', '/orders?limit=1&orderBy=-id');
  const order = await apiCall<{ id: number }>(sale, 'POST', '/orders', {
    name,
    customerId: customers.results[0].id,
    thumbnail: template.results[0].thumbnail,
  });
  await apiCall(sale, 'POST', '/orderHistories', {
    orderId: order.id,
    status: 'new_deal',
    expectedStatus: 'pre_order',
  });
  const me = await apiCall<{ id: number }>(designer, 'GET', '/users/me');
  await apiCall(leader, 'POST', '/orderHistories', {
    orderId: order.id,
    status: 'designer_confirm',
    expectedStatus: 'new_deal',
    assignedUser: [me.id],
  });
  await apiCall(designer, 'POST', '/orderHistories', {
    orderId: order.id,
    status: 'design_in_progress',
    expectedStatus: 'designer_confirm',
  });
  return order.id;
}

/** The designer's step at design_in_progress, its product uploaded: the leader, then Accept: verified. */
async function handToLeader(designer: Page, tx: Texts): Promise<void> {
  await pickPerson(designer, designer.getByTestId('action-panel'), tx.workflow.assignee.leaders, LEADER, tx);
  await acceptTo(designer, 'verified', tx);
}

/** Verified → delivery (the leader) → waiting_approved (delivery). */
async function deliver(actors: Actors, orderId: number, tx: Texts): Promise<void> {
  await openAt(actors.leader, orderId, 'verified', tx);
  await acceptTo(actors.leader, 'delivery', tx);
  await openAt(actors.delivery, orderId, 'delivery', tx);
  await acceptTo(actors.delivery, 'waiting_approved', tx);
}

/** The sale sends a review link from the order page and copies its URL. */
async function sendLink(sale: Page, orderId: number, status: OrderStatus, tx: Texts): Promise<string> {
  await openAt(sale, orderId, status, tx);
  const links = sale.getByRole('region', { name: tx.designReview.links.title });
  await links.getByRole('textbox', { name: tx.designReview.links.emailOptional }).fill('');
  await links.getByRole('button', { name: tx.designReview.links.send }).click();
  await expect(sale.locator('.bp6-toast').filter({ hasText: tx.designReview.links.made })).toBeVisible();
  const field = links.getByRole('textbox', { name: tx.designReview.links.newLink });
  await expect(field).toHaveValue(/\/review\/bo_rev_[A-Za-z0-9_-]{43}$/);
  await links.getByRole('button', { name: tx.files.copy }).click();
  await expect(sale.locator('.bp6-toast').filter({ hasText: tx.files.copied })).toBeVisible();
  const url = await sale.evaluate<string>('navigator.clipboard.readText()');
  expect(url).toBe(await field.inputValue());
  return url;
}

/** The customer's page: a new context with no session, in the language's locale, `width` px wide. */
async function customerPage(browser: Browser, language: Language, url: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ locale: language === 'vi' ? 'vi-VN' : 'en-US' });
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 844 });
  await page.goto(url);
  return page;
}

async function walk(browser: Browser, language: Language): Promise<void> {
  const tx = TEXTS[language];
  const rv = (key: ReviewTextKey, values?: Record<string, string | number>) => reviewText(language, key, values);
  const shot = (page: Page, name: string) => snapshot(page, `design-review-${language}-${name}`);
  const [designer, leader, delivery, sale, guarantee] = await Promise.all(
    (['designer', 'leader', 'delivery', 'sale', 'guarantee'] as const).map((role) =>
      staffPage(browser, demoEmail(role), language),
    ),
  );
  const actors: Actors = { designer, leader, delivery, sale, guarantee };
  await sale.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const [v1, v2, v3] = await Promise.all([
    designPng('v1', '#2d72d2', 0.1),
    designPng('v2', '#2d72d2', 0.45),
    designPng('v3', '#238551', 0.45),
  ]);
  const orderId = await orderAtDesign(actors, `E2E design review (${language})`);

  // 1. The designer uploads v1 and hands it to the leader.
  await openAt(designer, orderId, 'design_in_progress', tx);
  await uploadProduct(designer, 'v1.png', v1);
  await handToLeader(designer, tx);

  // 2. The leader boxes a flaw on the Designs tab and rejects with no note: the mark is the reason.
  await openAt(leader, orderId, 'verified', tx, '?tab=designs');
  const tab = leader.getByTestId('designs-tab');
  await tab.getByRole('button', { name: tx.designReview.tool.box }).click();
  const viewport = tab.locator('.bo-zoom-viewport');
  await expect(tab.locator('img.bo-zoom-image')).toBeVisible();
  await dragOn(leader, tab.locator('img.bo-zoom-image'), [0.1, 0.25], [0.4, 0.65]);
  await tab.getByLabel(tx.designReview.comment).fill('The block sits too far left.');
  await tab.getByRole('button', { name: tx.designReview.addMark }).click();
  const markItem = tab.locator('.bo-mark-item');
  await expect(markItem).toHaveCount(1);
  await expect(markItem).toContainText('The block sits too far left.');
  await expect(tab.locator('.bo-mark-form')).toHaveCount(0);
  await expect(viewport.locator('.bo-marks-layer g.bo-mark-open')).toHaveCount(1);
  await shot(leader, '2-designs-mark');
  await leader.getByTestId('action-panel').getByRole('button', { name: tx.workflow.reject, exact: true }).click();
  const dialog = leader.getByRole('dialog');
  // i18next's plural of the language: Vietnamese has one form, `_other`.
  const oneMark = new Intl.PluralRules(language).select(1) === 'one' ? 'reasonOrMark_one' : 'reasonOrMark_other';
  await expect(dialog).toContainText(tx.designReview[oneMark].replace('{{count}}', '1'));
  await dialog.getByRole('button', { name: tx.common.save }).click();
  await expectStatus(leader, 'design_in_progress', tx);

  // 3. The designer uploads v2, the open mark ticked in the step form, and compares v2 with v1.
  await openAt(designer, orderId, 'design_in_progress', tx);
  const checklist = designer.locator('.bo-open-marks');
  await expect(checklist.getByRole('checkbox', { name: /The block sits too far left\./ })).toBeChecked();
  await uploadProduct(designer, 'v2.png', v2);
  await shot(designer, '3-step-form-open-marks');
  await handToLeader(designer, tx);
  const marks = await apiCall<{ results: { status: string }[] }>(designer, 'GET', `/orders/${orderId}/annotations`);
  expect(marks.results.map((m) => m.status)).toEqual(['resolved']);
  await designer.getByRole('tab', { name: tx.designReview.tab }).click();
  const designs = designer.getByTestId('designs-tab');
  await designs.getByRole('radio', { name: tx.designReview.compare }).click();
  await expect(designs.locator('.bo-compare-side .bo-zoom-viewport')).toHaveCount(2);
  await shot(designer, '3-compare-side');
  for (const mode of ['overlay', 'swipe', 'difference'] as const) {
    await designs.getByRole('radio', { name: tx.designReview.modes[mode] }).click();
    if (mode === 'difference') await expect(designs.locator('.bo-diff-share')).toContainText('%');
    else await expect(designs.getByRole('slider')).toBeVisible();
    await shot(designer, `3-compare-${mode}`);
  }

  // 4. On to waiting_approved; the sale sends a review link.
  await deliver(actors, orderId, tx);
  const firstUrl = await sendLink(sale, orderId, 'waiting_approved', tx);

  // 5. The customer, signed in nowhere, marks a spot and asks for changes.
  const customer = await customerPage(browser, language, firstUrl);
  await expect(customer.getByRole('heading', { level: 1, name: `E2E design review (${language})` })).toBeVisible();
  await dragOn(customer, customer.locator('.rv-image img'), [0.6, 0.4], [0.6, 0.4]);
  await customer.getByLabel(rv('comment'), { exact: true }).fill('Make the block green.');
  await customer.getByRole('button', { name: rv('save') }).click();
  await expect(customer.locator('.rv-mark-list li')).toHaveCount(1);
  await customer.getByRole('button', { name: rv('changes') }).click();
  await shot(customer, '5-customer-changes');
  await customer.getByRole('button', { name: rv('send') }).click();
  await expect(customer.getByRole('status')).toHaveText(rv('changesSent'));
  await customer.context().close();

  // 6. The order is in feedback with the customer's mark, on the staff's Designs tab.
  await openAt(sale, orderId, 'feedback', tx, '?tab=designs');
  const customerMark = sale.getByTestId('designs-tab').locator('.bo-mark-item');
  await expect(customerMark).toHaveCount(1);
  await expect(customerMark).toContainText('Make the block green.');
  await shot(sale, '6-feedback-customer-mark');
  await narrow(sale);
  await shot(sale, '6-feedback-customer-mark-700');
  await sale.setViewportSize(VIEWPORT);

  // 7. Feedback → design_in_progress (the guarantee), v3 up, delivered, a new link, approved with 5 stars.
  await openAt(guarantee, orderId, 'feedback', tx);
  await acceptTo(guarantee, 'design_in_progress', tx);
  await openAt(designer, orderId, 'design_in_progress', tx);
  await expect(
    designer.locator('.bo-open-marks').getByRole('checkbox', { name: /Make the block green\./ }),
  ).toBeChecked();
  await uploadProduct(designer, 'v3.png', v3);
  await handToLeader(designer, tx);
  await deliver(actors, orderId, tx);
  const secondUrl = await sendLink(sale, orderId, 'waiting_approved', tx);
  await shot(sale, '7-review-links');
  const approving = await customerPage(browser, language, secondUrl, 390);
  await expect(approving.getByRole('heading', { level: 2, name: `${rv('latest')} · v3` })).toBeVisible();
  await expect(approving.locator('.rv-image img')).toHaveJSProperty('complete', true);
  await expectNoHorizontalScroll(approving);
  await approving.getByRole('button', { name: rv('approve') }).click();
  await approving.getByRole('radio', { name: rv('stars', { n: 5 }) }).check();
  await approving.getByLabel(rv('commentOptional')).fill('Lovely, thank you.');
  const send = approving.getByRole('button', { name: rv('send') });
  await expectWithinWidth(approving, send);
  await expectNoHorizontalScroll(approving);
  await shot(approving, '7-customer-approve-390');
  await send.click();
  await expect(approving.getByRole('status')).toHaveText(rv('approved'));
  await approving.context().close();

  // 8. Done, with the customer's review in the done view.
  await openAt(sale, orderId, 'done', tx);
  const review = sale.getByTestId('done-summary').getByTestId('customer-review');
  await expect(review).toContainText('Lovely, thank you.');
  await expect(review.locator('[aria-label]').first()).toBeVisible();
  await shot(sale, '8-done-review');

  await Promise.all([designer, leader, delivery, sale, guarantee].map((page) => page.context().close()));
}

for (const language of ['en', 'vi'] as const) {
  test(`design review from v1 to the customer's approval (${language})`, async ({ browser }) => {
    await walk(browser, language);
  });
}
