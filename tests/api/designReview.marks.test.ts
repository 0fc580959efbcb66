import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_REVIEW_TEXTS, MARK_BODY_MAX } from '../../src/shared/domain/designReview';
import { OUTSOURCE_VISIBLE_STATUSES } from '../../src/shared/domain/orderStatus';
import { box, freshOrder, REVIEW_ACCOUNTS, step, type ReviewAccount } from './designReview.helpers';
import {
  act,
  call,
  createTestApp,
  list,
  rows,
  SEED_IMAGE,
  SEED_IMAGE_2,
  signInAccounts,
  type TestApp,
} from './harness';

/**
 * Issue 38, design review inside the app: versions derived from the workflow's uploads, marks on
 * their images with their threads, the reason rule of a reject at verified, and the marks a
 * designer's next version resolves.
 */

type Mark = {
  id: number;
  version: number;
  status: string;
  body: string;
  historyId: number | null;
  author: { id: number } | null;
  resolvedBy: { id: number } | null;
  replies: { body: string; author: { id: number } | null }[];
};
type Version = {
  version: number;
  historyId: number;
  status: string;
  author: { id: number } | null;
  images: { image: string; webImage: string; previewImage: string }[];
  marks: { open: number; resolved: number };
};

let t: TestApp;
let app: FastifyInstance;
let token: Record<ReviewAccount, string>;
let id: Record<ReviewAccount, number>;
let orderId = 0;
let markId = 0;

const designs = async (who: ReviewAccount, order = orderId) => call(app, token[who], 'GET', `/orders/${order}/designs`);
const marksOf = async (query?: Record<string, string>) =>
  (await call(app, token.leader, 'GET', `/orders/${orderId}/annotations`, undefined, query)).json<{ results: Mark[] }>()
    .results;
const mark = (who: ReviewAccount | null, body: unknown, order = orderId) =>
  call(app, who && token[who], 'POST', `/orders/${order}/annotations`, body);

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  ({ token, id } = await signInAccounts(app, REVIEW_ACCOUNTS));
  orderId = (await freshOrder(app, token.manager)).id;
  await step(app, token.manager, { orderId, action: 'assignDesigner', assignedUser: [id.designer] });
  await step(app, token.designer, { orderId, action: 'accept' });
});

afterAll(async () => {
  await t.close();
});

describe('versions and the marks of a review round', () => {
  it('make a version of each upload of the workflow, with its images in each size', async () => {
    expect((await designs('manager')).json()).toEqual({ results: [] });
    const v1 = await step(app, token.designer, {
      orderId,
      action: 'accept',
      products: [SEED_IMAGE],
      assignedUser: [id.leader],
      note: 'first draft',
    });
    expect(v1.status).toBe('verified');
    const res = await designs('leader');
    expect(res.statusCode).toBe(200);
    const [version] = res.json<{ results: Version[] }>().results;
    expect(version).toMatchObject({
      version: 1,
      historyId: v1.id,
      status: 'verified',
      note: 'first draft',
      author: { id: id.designer },
      marks: { open: 0, resolved: 0 },
    });
    expect(version.images).toEqual([
      {
        image: SEED_IMAGE,
        webImage: SEED_IMAGE.replace(/\.png$/, '.render.jpg'),
        previewImage: SEED_IMAGE.replace(/\.png$/, '.preview.webp'),
      },
    ]);
    const served = await app.inject({ method: 'GET', url: version.images[0].webImage });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a reject at verified with neither a note nor a mark, and takes one with a mark only', async () => {
    const bare = await act(app, token.leader, '/orderHistories', { orderId, action: 'reject' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ details: { code: 'reasonRequired' } });
    const res = await mark('leader', box());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Mark>();
    markId = created.id;
    const [current] = (
      await list<{ id: number }>(app, token.manager, 'orderHistories', {
        filter: { orderId },
        orderBy: '-id',
        limit: 1,
      })
    ).results;
    expect(created).toMatchObject({
      version: 1,
      status: 'open',
      forCustomer: false,
      authorKind: 'staff',
      author: { id: id.leader },
      historyId: current.id,
      shape: {
        kind: 'box',
        points: [
          [0.1, 0.1],
          [0.5, 0.4],
        ],
      },
      replies: [],
    });
    const rejected = await step(app, token.leader, { orderId, action: 'reject' });
    expect(rejected).toMatchObject({ status: 'design_in_progress', note: '1 mark on the design' });
  });

  it('resolves the marks the designer names with the next version; versions come newest first', async () => {
    const wrong = await act(app, token.designer, '/orderHistories', {
      orderId,
      action: 'accept',
      products: [SEED_IMAGE_2, SEED_IMAGE],
      assignedUser: [id.leader],
      resolveMarks: [markId, 999_999],
    });
    expect(wrong.statusCode).toBe(400);
    await step(app, token.designer, {
      orderId,
      action: 'accept',
      products: [SEED_IMAGE_2, SEED_IMAGE],
      assignedUser: [id.leader],
      resolveMarks: [markId],
    });
    const [resolved] = await marksOf();
    expect(resolved).toMatchObject({ id: markId, status: 'resolved', resolvedBy: { id: id.designer } });
    const versions = (await designs('designer')).json<{ results: Version[] }>().results;
    expect(versions.map((v) => [v.version, v.images.length, v.marks])).toEqual([
      [2, 2, { open: 0, resolved: 0 }],
      [1, 1, { open: 0, resolved: 1 }],
    ]);
  });
});

describe('marks', () => {
  it('are replied to, reopened and resolved by any reader, edited only by their author', async () => {
    const reply = await call(app, token.designer, 'POST', `/annotations/${markId}/replies`, { body: 'Done in v2' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json<Mark>().replies).toMatchObject([{ body: 'Done in v2', author: { id: id.designer } }]);
    const reopened = await call(app, token.designer, 'PUT', `/annotations/${markId}`, { status: 'open' });
    expect(reopened.json<Mark>()).toMatchObject({ status: 'open', resolvedBy: null, resolvedAt: null });
    const edit = await call(app, token.designer, 'PUT', `/annotations/${markId}`, { body: 'mine now' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ message: DESIGN_REVIEW_TEXTS.notYourMark });
    const own = await call(app, token.leader, 'PUT', `/annotations/${markId}`, { body: 'Logo twice as big' });
    expect(own.json<Mark>()).toMatchObject({ body: 'Logo twice as big', status: 'open' });
    expect((await marksOf({ version: '1', status: 'open' })).map((m) => m.id)).toEqual([markId]);
    expect(await marksOf({ version: '2' })).toEqual([]);
    expect(await marksOf({ status: 'resolved' })).toEqual([]);
  });

  it('are deleted by their author only, replies and all', async () => {
    const other = (await mark('designer', box(2, 'Try blue', 1))).json<Mark>();
    await call(app, token.leader, 'POST', `/annotations/${other.id}/replies`, { body: 'No' });
    expect((await call(app, token.leader, 'DELETE', `/annotations/${other.id}`)).statusCode).toBe(403);
    expect((await call(app, token.designer, 'DELETE', `/annotations/${other.id}`)).json()).toEqual({ success: true });
    expect((await marksOf()).map((m) => m.id)).toEqual([markId]);
    const replies = await rows<{ n: number }>(
      t.database,
      sql`SELECT count(*)::int AS n FROM design_mark_replies WHERE mark_id = ${other.id}`,
    );
    expect(replies[0].n).toBe(0);
  });

  it('refuse bad shapes, unknown versions and images, missing or long bodies', async () => {
    const cases: [unknown, number, string?][] = [
      [{ ...box(), shape: { kind: 'pin', points: [[1.5, 0.2]] } }, 400],
      [{ ...box(), shape: { kind: 'pin', points: [[-0.1, 0.2]] } }, 400],
      [
        {
          ...box(),
          shape: {
            kind: 'pin',
            points: [
              [0.1, 0.2],
              [0.3, 0.3],
            ],
          },
        },
        400,
      ],
      [{ ...box(), shape: { kind: 'star', points: [[0.1, 0.2]] } }, 400],
      [box(9), 400, DESIGN_REVIEW_TEXTS.unknownVersion],
      [box(1, 'x', 1), 400, DESIGN_REVIEW_TEXTS.unknownImage],
      [{ ...box(), body: undefined }, 400],
      [{ ...box(), body: '   ' }, 400],
      [{ ...box(), body: 'x'.repeat(MARK_BODY_MAX + 1) }, 400],
      [{ ...box(), extra: 1 }, 400],
    ];
    for (const [body, status, message] of cases) {
      const res = await mark('leader', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (message) expect(res.json()).toMatchObject({ message });
    }
    expect(await marksOf()).toHaveLength(1);
  });

  it('are out of reach (404) outside the order’s scope, 401 without a session, 403 with a read-only token', async () => {
    expect((await designs('outsource')).statusCode).toBe(404);
    expect((await call(app, token.outsource, 'GET', `/orders/${orderId}/annotations`)).statusCode).toBe(404);
    expect((await mark('outsource', box())).statusCode).toBe(404);
    expect((await call(app, token.outsource, 'PUT', `/annotations/${markId}`, { status: 'resolved' })).statusCode).toBe(
      404,
    );
    expect((await call(app, token.outsource, 'DELETE', `/annotations/${markId}`)).statusCode).toBe(404);
    expect((await call(app, token.outsource, 'POST', `/annotations/${markId}/replies`, { body: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call(app, token.leader, 'PUT', '/annotations/999999', { status: 'resolved' })).statusCode).toBe(404);
    expect((await mark(null, box())).statusCode).toBe(401);
    expect((await designs('manager', 999_999)).statusCode).toBe(404);
    const made = await call(app, token.leader, 'POST', '/apiTokens', {
      name: 'Read',
      readOnly: true,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const readOnly = made.json<{ token: string }>().token;
    expect((await call(app, readOnly, 'GET', `/orders/${orderId}/annotations`)).statusCode).toBe(200);
    expect((await call(app, readOnly, 'POST', `/orders/${orderId}/annotations`, box())).statusCode).toBe(403);
    expect((await call(app, readOnly, 'PUT', `/annotations/${markId}`, { status: 'resolved' })).statusCode).toBe(403);
    expect(await marksOf()).toHaveLength(1);
  });

  it('show an outsourced designer the versions of their own orders', async () => {
    const own = await list<{ id: number }>(app, token.outsource, 'orders', {
      filter: { status: { $in: OUTSOURCE_VISIBLE_STATUSES } },
      limit: 1,
    });
    const res = await designs('outsource', own.results[0].id);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json<{ results: Version[] }>().results)).toBe(true);
  });

  it('leave every write in the audit trail under the order', async () => {
    const audited = await rows<{ action: string; order_id: number }>(
      t.database,
      sql`SELECT action, (after->>'orderId')::int AS order_id FROM audit_events
          WHERE resource = 'designMarks' AND coalesce(after, before)->>'orderId' = ${String(orderId)} ORDER BY id`,
    );
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });
});
