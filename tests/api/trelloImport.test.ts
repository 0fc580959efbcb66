import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_ORDER_STATUS } from '../../src/shared/domain/orderStatus';
import { TRELLO_SYNC_CARD_LIMIT } from '../../src/shared/domain/trello/board';
import { largeBoard, trelloBoard } from '../support/trelloBoard';
import { call, createTestApp, demoEmail, list, login, type TestApp } from './harness';
import {
  boardFile,
  postImport,
  startAttachmentServer,
  TRELLO_COOKIE,
  type AttachmentServer,
} from './trelloImport.support';

/** POST /orders/trello-upload: a board's export becomes orders and a logs row (issue 11). */

type Json = Record<string, unknown>;
type CardResult = { status: string; name: string; cardId?: string; orderId?: number; message?: string };
type Log = { id: number; status: string; linkFile: string; customerId: number | null; result: CardResult[] };

let t: TestApp;
let app: FastifyInstance;
let files: AttachmentServer;
let uploadsDir: string;
const token: Record<string, string> = {};
const FINISH = '2026-12-20T10:00:00.000Z';

beforeAll(async () => {
  files = await startAttachmentServer();
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'bo-trello-test-'));
  t = await createTestApp({
    uploadsDir,
    trelloAttachmentHosts: [files.origin, files.otherOrigin],
    trelloAttachmentTimeoutMs: 1_000,
  });
  app = t.app;
  for (const name of ['manager', 'sale', 'viewer']) token[name] = await login(app, demoEmail(name));
});

afterAll(async () => {
  await t.close();
  await files.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

async function count(table: 'orders' | 'logs' | 'imported_cards' | 'uploads'): Promise<number> {
  const result: unknown = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as { rows: { n: number }[] }).rows[0].n;
}
const totals = async () => ({
  orders: await count('orders'),
  logs: await count('logs'),
  cards: await count('imported_cards'),
  uploads: await count('uploads'),
});
const getLog = async (id: number) => (await call(app, token.manager, 'GET', `/logs/${id}`)).json<Log>();
const getOrder = async (id: number) => (await call(app, token.manager, 'GET', `/orders/${id}`)).json<Json>();
const byName = (log: Log, name: string) => log.result.find((r) => r.name === name)!;

/** The studio board: lists mapped by name and by the form, attachments of every kind. */
function studioBoard(id: string) {
  const a = (name: string, url: string, extra: Json = {}) => ({ id: `${id}-${name}`, name, url, ...extra });
  return trelloBoard(
    id,
    'Studio',
    [
      { id: `${id}-todo`, name: 'To do' },
      { id: `${id}-doing`, name: 'Doing' },
      { id: `${id}-done`, name: 'Done' },
      { id: `${id}-old`, name: 'Archive', closed: true },
    ],
    [
      {
        id: `${id}-logo`,
        name: 'Logo for Lan',
        idList: `${id}-done`,
        desc: 'Blue logo <script>alert(1)</script>\nsee https://example.com/brief',
        due: '2026-12-05T09:30:00.000Z',
        labels: ['Urgent', 'High class', 'Logo'],
        idAttachmentCover: `${id}-cover`,
        attachments: [
          a('red.png', `${files.origin}/private/red.png`),
          a('cover.jpg', `${files.origin}/redirect/blue.jpg`, { id: `${id}-cover`, mimeType: 'image/jpeg' }),
          a('brief.pdf', `${files.origin}/public/brief.pdf`, { mimeType: 'application/pdf' }),
          a('huge.png', `${files.origin}/big.png`),
          a('fake.png', `${files.origin}/text.png`),
          a('slow.png', `${files.origin}/slow.png`),
          a('gone.png', `${files.origin}/missing.png`),
          a('elsewhere.png', `http://localhost:1/private/green.png`),
          a('bounce.png', `${files.origin}/escape/green.png`),
        ],
      },
      { id: `${id}-banner`, name: 'Banner', idList: `${id}-todo` },
      {
        id: `${id}-flyer`,
        name: 'Flyer',
        idList: `${id}-doing`,
        attachments: [a('green.png', `${files.origin}/public/green.png`)],
      },
      { id: `${id}-archived`, name: 'Archived card', idList: `${id}-todo`, closed: true },
      { id: `${id}-old-card`, name: 'In an archived list', idList: `${id}-old` },
    ],
  );
}

const saleFields = async () => {
  const customers = await list<{ id: number; channelId: number | null }>(app, token.manager, 'customers', { limit: 1 });
  const me = (await call(app, token.sale, 'GET', '/users/me')).json<{ id: number }>();
  const customer = customers.results[0];
  return {
    cookie: TRELLO_COOKIE,
    customerId: String(customer.id),
    ...(customer.channelId ? { channelId: String(customer.channelId) } : {}),
    saleId: String(me.id),
    finishedDate: FINISH,
    paymentStatus: 'TT',
  };
};

describe('importing a board', () => {
  it('makes an order of each open card, with statuses from the mapping, and logs each card', async () => {
    const fields = await saleFields();
    const before = await totals();
    const res = await postImport(app, token.sale, boardFile(studioBoard('s1'), 'studio.json'), {
      ...fields,
      listStatuses: JSON.stringify({ 's1-doing': 'designer_confirm' }),
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ message: string; logId: number; status: string; cards: number; created: number }>();
    expect(answer).toMatchObject({ status: 'done', cards: 3, created: 3, skipped: 0, failed: 0 });
    expect(answer.message).toBe('Imported 3 cards: 3 created, 0 skipped (imported before), 0 failed.');

    const log = await getLog(answer.logId);
    expect(log).toMatchObject({ status: 'done', linkFile: 'studio.json', customerId: Number(fields.customerId) });
    // Sales follow their imports on Logs › Imports (their role's default permissions).
    expect((await call(app, token.sale, 'GET', `/logs/${answer.logId}`)).statusCode).toBe(200);
    expect(log.result.map((r) => [r.name, r.status])).toEqual([
      ['Banner', 'created'],
      ['Flyer', 'created'],
      ['Logo for Lan', 'created'],
    ]);
    expect((await totals()).orders).toBe(before.orders + 3);

    const logo = await getOrder(byName(log, 'Logo for Lan').orderId!);
    expect(logo).toMatchObject({
      name: 'Logo for Lan',
      status: 'done',
      customerId: Number(fields.customerId),
      saleId: Number(fields.saleId),
      paymentStatus: 'TT',
      orderFeature: ['prioritize', 'highClass'],
      deadline: '2026-12-05T09:30:00.000Z',
      finishedDate: FINISH,
      note: 'Trello labels: Logo',
      infoOrderLink: 'https://trello.com/c/s1-logo',
      code: expect.stringMatching(/^DH\d{6}$/) as string,
    });
    expect(logo.customerRequirements).toContain('Blue logo &lt;script&gt;');
    expect(logo.customerRequirements).not.toContain('<script');
    expect(logo.customerRequirements).toContain('<a href="https://example.com/brief"');

    const banner = await getOrder(byName(log, 'Banner').orderId!);
    expect(banner).toMatchObject({ status: INITIAL_ORDER_STATUS, deadline: FINISH });
    const flyer = await getOrder(byName(log, 'Flyer').orderId!);
    expect(flyer.status).toBe('designer_confirm');
  });

  it('stores image attachments (cover first) as the thumbnail and the first step’s images, and says which failed', async () => {
    const [log] = (await list<Log>(app, token.manager, 'logs', { orderBy: '-id', limit: 1 })).results;
    const logo = byName(log, 'Logo for Lan');
    expect(logo.message).toMatch(/^Images not imported: /);
    expect(logo.message).toContain('huge.png: it is over the 5 MB limit');
    expect(logo.message).toContain('fake.png: it is not a PNG, JPEG, GIF or WebP image');
    expect(logo.message).toContain('slow.png: the download took longer than 1 s');
    expect(logo.message).toContain('gone.png: the download answered HTTP 404');
    expect(logo.message).toContain('elsewhere.png: localhost:1 is not an allowed attachment host');
    expect(logo.message).toMatch(/bounce\.png: 127\.0\.0\.2:\d+ is not an allowed attachment host/);
    expect(logo.message).not.toContain('brief.pdf');

    const order = await getOrder(logo.orderId!);
    const history = await list<{ products: string[] | null; note: string }>(app, token.manager, 'orderHistories', {
      filter: { orderId: logo.orderId },
    });
    expect(history.results).toHaveLength(1);
    const products = history.results[0].products!;
    expect(products).toHaveLength(2);
    expect(order.thumbnail).toBe(products[0]);
    expect(products[0]).toMatch(/\.jpg$/);
    expect(products[1]).toMatch(/\.png$/);
    expect(history.results[0].note).toBe('Imported from the Trello board "Studio".');
    for (const image of products) expect(existsSync(path.join(uploadsDir, image.replace('/uploads/', '')))).toBe(true);

    // The cookie goes to the card's own link's origin, never to another one a redirect leads to.
    expect(files.seen.get('/private/red.png')?.[0].cookie).toBe(TRELLO_COOKIE);
    expect(files.seen.get('/redirect/blue.jpg')?.[0].cookie).toBe(TRELLO_COOKIE);
    expect(files.seen.get('/public/blue.jpg')?.[0].cookie).toBeUndefined();
    expect(files.seen.has('/public/brief.pdf')).toBe(false);

    const banner = await getOrder(byName(log, 'Banner').orderId!);
    expect(banner.thumbnail).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const served = await app.inject({ method: 'GET', url: banner.thumbnail as string });
    expect(served.statusCode).toBe(200);
  });

  it('creates no second order when the same board is imported again', async () => {
    const fields = await saleFields();
    const before = await totals();
    const res = await postImport(app, token.sale, boardFile(studioBoard('s1')), fields);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'done', cards: 3, created: 0, skipped: 3, failed: 0 });
    const log = await getLog(res.json<{ logId: number }>().logId);
    expect(log.result.every((r) => r.status === 'skipped' && typeof r.orderId === 'number')).toBe(true);
    const after = await totals();
    expect(after).toMatchObject({ orders: before.orders, cards: before.cards, uploads: before.uploads });
    expect(after.logs).toBe(before.logs + 1);
  });

  it('lets two imports of one board running at once make each order once', async () => {
    const fields = await saleFields();
    const board = boardFile(
      trelloBoard(
        'twin',
        'Twin',
        [{ id: 'tl', name: 'To do' }],
        [1, 2, 3, 4].map((i) => ({ id: `twin-${i}`, name: `Twin ${i}`, idList: 'tl' })),
      ),
    );
    const before = await totals();
    const answers = await Promise.all([
      postImport(app, token.sale, board, fields),
      postImport(app, token.manager, board, fields),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const created = answers.map((a) => a.json<{ created: number; skipped: number }>());
    expect(created[0].created + created[1].created).toBe(4);
    expect(created[0].skipped + created[1].skipped).toBe(4);
    const after = await totals();
    expect(after.orders).toBe(before.orders + 4);
    expect(after.cards).toBe(before.cards + 4);
  });

  it(`answers a board of more than ${TRELLO_SYNC_CARD_LIMIT} cards at once and finishes it in the background`, async () => {
    const fields = await saleFields();
    const size = TRELLO_SYNC_CARD_LIMIT + 12;
    const before = await totals();
    const res = await postImport(app, token.sale, boardFile(largeBoard('big', size), 'big.json'), fields);
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ message: string; logId: number; status: string; cards: number }>();
    expect(answer).toMatchObject({ message: 'Wait a min for updating', status: 'inprogress', cards: size });

    let log = await getLog(answer.logId);
    for (let i = 0; i < 300 && log.status === 'inprogress'; i += 1) {
      await new Promise((r) => setTimeout(r, 200));
      log = await getLog(answer.logId);
    }
    expect(log.status).toBe('done');
    expect(log.result).toHaveLength(size);
    expect(log.result.every((r) => r.status === 'created')).toBe(true);
    expect((await totals()).orders).toBe(before.orders + size);
  });
});

describe('refusals', () => {
  const expectNothingCreated = async (before: Awaited<ReturnType<typeof totals>>) =>
    expect(await totals()).toEqual(before);

  it('answers 400 for a file that is not a board export, and creates nothing', async () => {
    const fields = { finishedDate: FINISH };
    const before = await totals();
    const csv = await postImport(app, token.sale, { name: 'board.csv', data: 'name,list\nLogo,To do' }, fields);
    expect(csv.statusCode).toBe(400);
    expect(csv.json<{ message: string }>().message).toMatch(/^The file is not JSON/);

    const card = await postImport(app, token.sale, boardFile({ id: 'c1', name: 'A card', idList: 'l1' }), fields);
    expect(card.statusCode).toBe(400);
    expect(card.json()).toMatchObject({
      message: 'The file is not a Trello board export: it has no board with lists and cards.',
      details: { refusal: 'notBoard' },
    });

    const big = await postImport(
      app,
      token.sale,
      { name: 'big.json', data: Buffer.alloc(20 * 1024 * 1024 + 10, 32) },
      fields,
    );
    expect(big.statusCode).toBe(400);
    expect(big.json<{ message: string }>().message).toMatch(/larger than 20 MB/);
    await expectNothingCreated(before);
  });

  it('answers 400 for missing, malformed or oversized fields, and creates nothing', async () => {
    const board = boardFile(studioBoard('refused'));
    const before = await totals();
    const cases: [Record<string, string>, RegExp][] = [
      [{}, /finishedDate/],
      [{ finishedDate: 'tomorrow' }, /finishedDate/],
      [{ finishedDate: FINISH, customerId: 'abc' }, /customerId/],
      [{ finishedDate: FINISH, paymentStatus: 'PAID' }, /paymentStatus/],
      [{ finishedDate: FINISH, status: 'nowhere' }, /status/],
      [{ finishedDate: FINISH, listStatuses: '{"refused-todo":"lost"}' }, /listStatuses/],
      [{ finishedDate: FINISH, listStatuses: 'not json' }, /listStatuses/],
      [{ finishedDate: FINISH, color: 'red' }, /Unknown field 'color'/],
      [{ finishedDate: FINISH, cookie: 'x'.repeat(70_000) }, /The field 'cookie' is too long/],
    ];
    for (const [fields, message] of cases) {
      const res = await postImport(app, token.sale, board, fields);
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    const noFile = await postImport(app, token.sale, null, { finishedDate: FINISH });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<{ message: string }>().message).toMatch(/Choose the board export/);

    const unknownCustomer = await postImport(app, token.sale, board, { finishedDate: FINISH, customerId: '999999' });
    expect(unknownCustomer.statusCode).toBe(404);

    const json = await call(app, token.sale, 'POST', '/orders/trello-upload', { finishedDate: FINISH });
    expect(json.statusCode).toBe(415);
    await expectNothingCreated(before);
  });

  it('answers 401 without a session and 403 without orders.create, before reading the file', async () => {
    const board = boardFile(studioBoard('unauthorised'));
    const before = await totals();
    expect((await postImport(app, null, board, { finishedDate: FINISH })).statusCode).toBe(401);
    const viewer = await postImport(app, token.viewer, board, { finishedDate: FINISH });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json<{ message: string }>().message).toBe('Missing permission: orders.create');
    // A body that is not even multipart is refused for the permission, not for its form.
    const garbage = await call(app, token.viewer, 'POST', '/orders/trello-upload', { not: 'a form' });
    expect(garbage.statusCode).toBe(403);
    await expectNothingCreated(before);
  });
});
