import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_REVIEW_TEXTS, MAX_OPEN_REVIEW_LINKS } from '../../src/shared/domain/designReview';
import { outbox } from '../../src/server/db/schema';
import { box, forceTo, freshOrder, REVIEW_ACCOUNTS, type ReviewAccount } from './designReview.helpers';
import { act, API, call, createTestApp, list, rows, SEED_IMAGE, signInAccounts, type TestApp } from './harness';

/**
 * Issue 38, the customer's review link: sent at waiting_approved or feedback, opened without an
 * account, showing nothing private, and the customer's approval or request for changes as real
 * workflow steps, with the races against staff and the guards of an unguarded public door.
 */

let t: TestApp;
let app: FastifyInstance;
let token: Record<ReviewAccount, string>;

type Created = { id: number; url: string; expiresAt: string };
type Link = { id: number; state: string; decision: string | null; lastUsedAt: string | null; status: string };

const BROWSER = 'Mozilla/5.0 (iPhone; review test)';

/** A public call as the customer's browser makes it: no session, its own address and user agent. */
function publicCall(method: InjectOptions['method'], path: string, payload?: unknown, ip = '198.51.100.7') {
  return app.inject({
    method,
    url: `${API}${path}`,
    remoteAddress: ip,
    headers: { 'user-agent': BROWSER },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

const tokenOf = (link: Created) => new URL(link.url).pathname.split('/').pop()!;

/** A fresh order waiting for the customer's approval, with one version of its design. */
async function waitingOrder(): Promise<number> {
  const { id: orderId } = await freshOrder(app, token.manager);
  await forceTo(app, token.manager, orderId, 'waiting_approved', [SEED_IMAGE]);
  return orderId;
}

async function sendLink(orderId: number, body: Record<string, unknown> = {}, who: ReviewAccount = 'sale') {
  const res = await call(app, token[who], 'POST', `/orders/${orderId}/reviewLinks`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Created>();
}

const linksOf = async (orderId: number) =>
  (await call(app, token.manager, 'GET', `/orders/${orderId}/reviewLinks`)).json<{ results: Link[] }>().results;
const orderOf = async (orderId: number) =>
  (await call(app, token.manager, 'GET', `/orders/${orderId}`)).json<{ status: string; happy: boolean | null }>();

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  ({ token } = await signInAccounts(app, REVIEW_ACCOUNTS));
});

afterAll(async () => {
  await t.close();
});

/** Every key of every object in a JSON value, by path (array items under `[]`). */
function keysOf(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keysOf(item, `${at}[]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [`${at}.${key}`, ...keysOf(item, `${at}.${key}`)]);
}

describe('sending a review link', () => {
  it('works only at waiting_approved or feedback, for who may move the order there', async () => {
    const { id: orderId } = await freshOrder(app, token.manager);
    const early = await call(app, token.manager, 'POST', `/orders/${orderId}/reviewLinks`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: DESIGN_REVIEW_TEXTS.linkStep });
    await forceTo(app, token.manager, orderId, 'waiting_approved', [SEED_IMAGE]);
    expect((await call(app, token.designer, 'POST', `/orders/${orderId}/reviewLinks`, {})).statusCode).toBe(403);
    expect((await call(app, null, 'POST', `/orders/${orderId}/reviewLinks`, {})).statusCode).toBe(401);
    expect((await call(app, token.outsource, 'POST', `/orders/${orderId}/reviewLinks`, {})).statusCode).toBe(404);
    const link = await sendLink(orderId, { email: 'client@example.com', expiresInHours: 48 });
    expect(link.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/review\/bo_rev_[A-Za-z0-9_-]{43}$/);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
    const [mail] = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail).toMatchObject({ to: 'client@example.com' });
    expect(mail.body).toContain(link.url);
    const stored = await rows<{ token_hash: string }>(
      t.database,
      sql`SELECT token_hash FROM review_links WHERE id = ${link.id}`,
    );
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link));
    expect(await linksOf(orderId)).toMatchObject([{ id: link.id, state: 'open', status: 'waiting_approved' }]);
  });

  it('keeps at most 20 open links per order', async () => {
    const orderId = await waitingOrder();
    for (let i = 0; i < MAX_OPEN_REVIEW_LINKS; i += 1) await sendLink(orderId);
    const over = await call(app, token.sale, 'POST', `/orders/${orderId}/reviewLinks`, {});
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ message: DESIGN_REVIEW_TEXTS.tooManyLinks });
  });

  it('serves the page shell and its assets with a strict policy', async () => {
    const orderId = await waitingOrder();
    const link = await sendLink(orderId);
    const page = await app.inject({ method: 'GET', url: new URL(link.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    for (const rule of [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self'",
      "connect-src 'self'",
    ]) {
      expect(csp).toContain(rule);
    }
    expect(page.headers).toMatchObject({
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
      'x-content-type-options': 'nosniff',
    });
    expect(page.body).toContain('<div id="review-root">');
    expect(page.body).toContain('/review-assets/review.js');
    expect(page.body).not.toContain(tokenOf(link));
    const script = await app.inject({ method: 'GET', url: '/review-assets/review.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const styles = await app.inject({ method: 'GET', url: '/review-assets/review.css' });
    expect(styles.statusCode).toBe(200);
    expect(styles.headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await app.inject({ method: 'GET', url: '/review-assets/other.js' })).statusCode).toBe(404);
  });
});

describe('the customer’s page', () => {
  it('shows the order’s name, code, versions and the marks meant for the customer, and nothing else', async () => {
    const orderId = await waitingOrder();
    const internal = (
      await call(app, token.manager, 'POST', `/orders/${orderId}/annotations`, box(1, 'internal'))
    ).json<{
      id: number;
    }>();
    const shared = (
      await call(app, token.manager, 'POST', `/orders/${orderId}/annotations`, {
        ...box(1, 'for you'),
        forCustomer: true,
      })
    ).json<{ id: number }>();
    const link = await sendLink(orderId);
    const res = await publicCall('GET', `/review/${tokenOf(link)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ marks: { id: number }[]; canApprove: boolean }>();
    expect(new Set(keysOf(body))).toEqual(
      new Set([
        '.order',
        '.order.code',
        '.order.name',
        '.order.status',
        '.canApprove',
        '.expiresAt',
        '.versions',
        '.versions[].version',
        '.versions[].createdAt',
        '.versions[].images',
        '.versions[].images[].webImage',
        '.versions[].images[].previewImage',
        '.marks',
        '.marks[].id',
        '.marks[].version',
        '.marks[].imageIndex',
        '.marks[].shape',
        '.marks[].shape.kind',
        '.marks[].shape.points',
        '.marks[].body',
        '.marks[].status',
        '.marks[].authorKind',
        '.marks[].createdAt',
      ]),
    );
    expect(body.canApprove).toBe(true);
    expect(body.marks.map((m) => m.id)).toEqual([shared.id]);
    expect(res.body).not.toContain('internal');
    expect(res.body).not.toContain('@demo.local');
    const created = await publicCall('POST', `/review/${tokenOf(link)}/annotations`, box(1, 'Bigger please'));
    expect(created.statusCode, created.body).toBe(201);
    expect(new Set(Object.keys(created.json()))).toEqual(
      new Set(['id', 'version', 'imageIndex', 'shape', 'body', 'status', 'authorKind', 'createdAt']),
    );
    expect((await publicCall('POST', `/review/${tokenOf(link)}/annotations`, box(7))).statusCode).toBe(400);
    const again = (await publicCall('GET', `/review/${tokenOf(link)}`)).json<{ marks: { body: string }[] }>();
    expect(again.marks.map((m) => m.body)).toEqual(['for you', 'Bigger please']);
    const [listed] = await linksOf(orderId);
    expect(listed.lastUsedAt).not.toBeNull();
    expect(internal.id).toBeGreaterThan(0);
  });

  it('approves: the order is done, the stars become its review, the audit keeps address and browser', async () => {
    const orderId = await waitingOrder();
    const link = await sendLink(orderId);
    const res = await publicCall('POST', `/review/${tokenOf(link)}/decision`, {
      decision: 'approve',
      rate: 5,
      comment: 'Lovely',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'done' });
    expect(await orderOf(orderId)).toMatchObject({ status: 'done', happy: true });
    const reviews = await call(app, token.manager, 'GET', `/customerComments/order/${orderId}`);
    expect(reviews.json<{ results: unknown[] }>().results).toMatchObject([{ rate: 5, content: 'Lovely' }]);
    const [audit] = await rows<{ user_id: number | null; action: string; after: Record<string, unknown> }>(
      t.database,
      sql`SELECT user_id, action, after FROM audit_events WHERE resource = 'reviewLinks' AND record_id = ${link.id}
          AND action = 'workflow'`,
    );
    expect(audit).toMatchObject({
      user_id: null,
      after: { orderId, decision: 'approve', rate: 5, ip: '198.51.100.7', userAgent: BROWSER, status: 'done' },
    });
    expect(await linksOf(orderId)).toMatchObject([{ state: 'used', decision: 'approve' }]);
    const reused = await publicCall('GET', `/review/${tokenOf(link)}`);
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toMatchObject({ message: DESIGN_REVIEW_TEXTS.linkMoved });
  });

  it('asks for changes: the order goes to feedback with the comment, the customer’s marks on the order', async () => {
    const orderId = await waitingOrder();
    const link = await sendLink(orderId);
    const empty = await publicCall('POST', `/review/${tokenOf(link)}/decision`, { decision: 'changes' });
    expect(empty.statusCode).toBe(400);
    await publicCall('POST', `/review/${tokenOf(link)}/annotations`, box(1, 'Move this'));
    const res = await publicCall('POST', `/review/${tokenOf(link)}/decision`, { decision: 'changes' });
    expect(res.json()).toEqual({ status: 'feedback' });
    const history = await list<{ status: string; note: string | null; assignedUser: number[] }>(
      app,
      token.manager,
      'orderHistories',
      { filter: { orderId }, orderBy: '-id', limit: 2 },
    );
    expect(history.results[0]).toMatchObject({ status: 'feedback', note: 'The customer asked for changes: 1 mark' });
    // The feedback goes back to whoever held the order waiting for the customer (here nobody: the sender).
    const held = history.results[1]?.assignedUser ?? [];
    const given = history.results[0]?.assignedUser ?? [];
    if (held.length > 0) expect(given).toEqual(held);
    else expect(given).toHaveLength(1);
    const marks = (await call(app, token.manager, 'GET', `/orders/${orderId}/annotations`)).json<{
      results: { authorKind: string; body: string; author: unknown }[];
    }>().results;
    expect(marks).toMatchObject([{ authorKind: 'customer', body: 'Move this', author: null }]);

    // At feedback a new link takes more changes, added to the step's note, and cannot approve.
    expect((await call(app, token.sale, 'POST', `/orders/${orderId}/reviewLinks`, {})).statusCode).toBe(403);
    const second = await sendLink(orderId, {}, 'manager');
    const view = (await publicCall('GET', `/review/${tokenOf(second)}`)).json<{ canApprove: boolean }>();
    expect(view.canApprove).toBe(false);
    const approve = await publicCall('POST', `/review/${tokenOf(second)}/decision`, { decision: 'approve', rate: 4 });
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toMatchObject({ message: DESIGN_REVIEW_TEXTS.approveOnlyWaiting });
    const more = await publicCall('POST', `/review/${tokenOf(second)}/decision`, {
      decision: 'changes',
      comment: 'Also the colour',
    });
    expect(more.json()).toEqual({ status: 'feedback' });
    const after = await list<{ note: string | null }>(app, token.manager, 'orderHistories', {
      filter: { orderId },
      orderBy: '-id',
      limit: 1,
    });
    expect(after.results[0].note).toContain('Also the colour');
    expect(after.results[0].note).toContain('1 mark');
    expect(
      (await publicCall('POST', `/review/${tokenOf(second)}/decision`, { decision: 'changes', comment: 'x' }))
        .statusCode,
    ).toBe(410);
  });
});

describe('a link that no longer works', () => {
  it('answers 410 once expired or revoked, 404 for a token that never was', async () => {
    const orderId = await waitingOrder();
    const expired = await sendLink(orderId, { expiresInHours: 1 });
    await t.database.db.execute(
      sql`UPDATE review_links SET expires_at = now() - interval '1 minute' WHERE id = ${expired.id}`,
    );
    const late = await publicCall('GET', `/review/${tokenOf(expired)}`);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ message: DESIGN_REVIEW_TEXTS.linkExpired });
    const revoked = await sendLink(orderId);
    expect((await call(app, token.designer, 'DELETE', `/reviewLinks/${revoked.id}`)).statusCode).toBe(403);
    expect((await call(app, token.sale, 'DELETE', `/reviewLinks/${revoked.id}`)).json()).toEqual({ success: true });
    const withdrawn = await publicCall('POST', `/review/${tokenOf(revoked)}/decision`, {
      decision: 'approve',
      rate: 5,
    });
    expect(withdrawn.statusCode).toBe(410);
    expect(withdrawn.json()).toMatchObject({ message: DESIGN_REVIEW_TEXTS.linkRevoked });
    expect((await linksOf(orderId)).map((l) => l.state)).toEqual(['revoked', 'expired']);
    const unknown = await publicCall('GET', `/review/bo_rev_${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: DESIGN_REVIEW_TEXTS.linkUnknown });
    expect((await orderOf(orderId)).status).toBe('waiting_approved');
  });

  it('locks an address out (429 with Retry-After) after repeated unknown tokens, hits included', async () => {
    const orderId = await waitingOrder();
    const link = await sendLink(orderId);
    const ip = '203.0.113.9';
    for (let i = 0; i < 10; i += 1) {
      expect((await publicCall('GET', `/review/bo_rev_${String(i).padStart(43, 'x')}`, undefined, ip)).statusCode).toBe(
        404,
      );
    }
    const locked = await publicCall('GET', `/review/${tokenOf(link)}`, undefined, ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await publicCall('GET', `/review/${tokenOf(link)}`)).statusCode).toBe(200);
  });
});

describe('races between the customer and staff', () => {
  it('staff first: the customer’s decision is told the order moved on (410), the order stays as staff left it', async () => {
    const orderId = await waitingOrder();
    const link = await sendLink(orderId);
    const accepted = await act(app, token.sale, '/orderHistories', { orderId, action: 'accept', happy: false });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const res = await publicCall('POST', `/review/${tokenOf(link)}/decision`, { decision: 'changes', comment: 'No' });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ message: DESIGN_REVIEW_TEXTS.linkMoved });
    expect(await orderOf(orderId)).toMatchObject({ status: 'done', happy: false });
    expect(await linksOf(orderId)).toMatchObject([{ state: 'moved', decision: null }]);
  });

  it('customer first: a staff accept made against the old step is refused (409)', async () => {
    const orderId = await waitingOrder();
    const link = await sendLink(orderId);
    const seen = await orderOf(orderId);
    expect(seen.status).toBe('waiting_approved');
    const res = await publicCall('POST', `/review/${tokenOf(link)}/decision`, { decision: 'approve', rate: 3 });
    expect(res.json()).toEqual({ status: 'done' });
    const stale = await call(app, token.sale, 'POST', '/orderHistories', {
      orderId,
      action: 'reject',
      report: 'late',
      expectedStatus: 'waiting_approved',
    });
    expect(stale.statusCode).toBe(409);
    expect(await orderOf(orderId)).toMatchObject({ status: 'done', happy: false });
  });
});
