import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { imageFeatures, orderHistories, orders } from '../../src/server/db/schema';
import type { ImageSearchResult } from '../../src/shared/api/imageSearch';
import { toFormData } from '../../src/shared/api/multipart';
import { UPLOADS_URL_PREFIX } from '../../src/shared/api/uploads';
import { API, call, createTestApp, demoEmail, list, login, SEED_IMAGE, TEST_CONFIG, type TestApp } from './harness';

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};

/** A design no seed image resembles: a gradient, two discs, a bar and a word, all from `n`. */
function design(n: number, width = 640, height = 480): Promise<Buffer> {
  const hue = (n * 67) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${n * 41})"><stop offset="0" stop-color="hsl(${hue},70%,85%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 140) % 360},60%,35%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${120 + ((n * 53) % 380)}" cy="${110 + ((n * 29) % 240)}" r="${60 + (n % 5) * 12}" fill="hsl(${(hue + 200) % 360},80%,50%)"/>` +
    `<circle cx="${500 - ((n * 37) % 300)}" cy="${380 - ((n * 17) % 200)}" r="40" fill="white" opacity="0.8"/>` +
    `<rect x="${(n * 71) % 400}" y="${40 + ((n * 13) % 380)}" width="220" height="34" rx="6" fill="hsl(${hue},20%,15%)"/>` +
    `<text x="40" y="${height - 40}" font-family="sans-serif" font-size="48" fill="white">Order ${n}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A multipart request body as a browser's FormData sends it. */
async function encode(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

async function search(who: string | null, data: Uint8Array, on = app) {
  const { payload, headers } = await encode(
    toFormData({ image: { name: 'query.png', type: 'image/png', bytes: data } }),
  );
  return on.inject({
    method: 'POST',
    url: `${API}/orders/searchByImage`,
    payload,
    headers: { ...headers, ...(who ? { authorization: `Bearer ${token[who]}` } : {}) },
  });
}

async function found(who: string, data: Uint8Array, on = app): Promise<ImageSearchResult[]> {
  const res = await search(who, data, on);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: ImageSearchResult[] }>().results;
}

/** Uploads an image as `who` and answers its public path. */
async function upload(who: string, data: Uint8Array, type: 'order' | 'product' = 'order'): Promise<string> {
  const { payload, headers } = await encode(
    toFormData({ images: [{ name: 'design.png', type: 'image/png', bytes: data }], type }),
  );
  const res = await app.inject({
    method: 'POST',
    url: `${API}/uploadFile`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token[who]}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ image: string }[]>()[0].image;
}

/** Makes `image` the thumbnail of order `id` (the test is about the search, not the order form). */
const setThumbnail = (id: number, image: string) =>
  t.database.db.update(orders).set({ thumbnail: image }).where(eq(orders.id, id));

const half = (png: Buffer) => sharp(png).resize(320, 240).png().toBuffer();
const jpeg60 = (png: Buffer) => sharp(png).jpeg({ quality: 60 }).toBuffer();
const crop90 = (png: Buffer) => sharp(png).extract({ left: 40, top: 12, width: 576, height: 432 }).png().toBuffer();

/** Waits until `check` holds (the seed is indexed in the background after start). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ['manager', 'sale', 'outsource', 'customer', 'viewer'])
    token[name] = await login(app, demoEmail(name));
});

afterAll(async () => {
  await t?.close();
});

describe('POST /orders/searchByImage', () => {
  it("indexes the seed's images in the background after start", async () => {
    const seedImage = await readFile(path.join(TEST_CONFIG.uploadsDir, SEED_IMAGE.slice(UPLOADS_URL_PREFIX.length)));
    await eventually(async () => (await found('manager', seedImage)).some((r) => r.image === SEED_IMAGE));
    const results = await found('manager', await jpeg60(seedImage));
    expect(results[0]).toMatchObject({ image: SEED_IMAGE });
    expect(results[0].score).toBeGreaterThan(0.95);
    const [first] = (
      await list<{ thumbnail: string }>(app, token.manager, 'orders', { filter: { id: results[0].orderId } })
    ).results;
    expect(first.thumbnail).toBe(SEED_IMAGE);
  });

  it('finds an order by a resized, a re-encoded and a cropped copy of its uploaded thumbnail', async () => {
    const original = await design(1);
    const image = await upload('sale', original);
    const [{ id }] = (await list<{ id: number }>(app, token.manager, 'orders', { limit: 1, orderBy: 'id' })).results;
    await setThumbnail(id, image);
    for (const query of [await half(original), await jpeg60(original), await crop90(original)]) {
      const [best] = await found('manager', query);
      expect(best).toMatchObject({ orderId: id, image });
      expect(best.score).toBeGreaterThan(0.8);
    }
  });

  it('finds an order by a product image of its history, and answers each order once, best first', async () => {
    const product = await design(2);
    const image = await upload('sale', product, 'product');
    const [history] = (await list<{ id: number; orderId: number }>(app, token.manager, 'orderHistories', { limit: 1 }))
      .results;
    await t.database.db
      .update(orderHistories)
      .set({ products: [SEED_IMAGE, image] })
      .where(eq(orderHistories.id, history.id));
    const results = await found('manager', await half(product));
    expect(results[0]).toMatchObject({ orderId: history.orderId, image });
    expect(new Set(results.map((r) => r.orderId)).size).toBe(results.length);
    expect(results.length).toBeLessThanOrEqual(20);
    const scores = results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('no longer finds an image once its file is deleted', async () => {
    const original = await design(3);
    const image = await upload('sale', original);
    const [, second] = (await list<{ id: number }>(app, token.manager, 'orders', { limit: 2, orderBy: 'id' })).results;
    await setThumbnail(second.id, image);
    expect((await found('manager', original))[0]).toMatchObject({ orderId: second.id, image });

    expect((await call(app, token.sale, 'POST', '/deleteFile', { url: image })).statusCode).toBe(200);
    expect((await found('manager', original)).some((r) => r.image === image)).toBe(false);
    const rows = await t.database.db.select().from(imageFeatures).where(eq(imageFeatures.path, image));
    expect(rows).toHaveLength(0);
  });

  it('lets an outsourced designer find only its own orders; the manager finds both', async () => {
    const mine = (await list<{ id: number }>(app, token.outsource, 'orders/on-pd', { limit: 1 })).results[0];
    const others = (
      await list<{ id: number }>(app, token.manager, 'orders', { limit: 1, filter: { id: { $nin: [mine.id] } } })
    ).results[0];
    const own = await design(4);
    const foreign = await design(5);
    await setThumbnail(mine.id, await upload('sale', own));
    await setThumbnail(others.id, await upload('sale', foreign));

    expect((await found('outsource', own))[0].orderId).toBe(mine.id);
    const outsourced = await found('outsource', foreign);
    expect(outsourced.some((r) => r.orderId === others.id)).toBe(false);
    const readable = new Set(
      (await list<{ id: number }>(app, token.outsource, 'orders/on-pd', { limit: 500 })).results.map((o) => o.id),
    );
    for (const r of outsourced) expect(readable.has(r.orderId), `order ${r.orderId}`).toBe(true);
    expect((await found('manager', foreign))[0].orderId).toBe(others.id);
    // The window lists the results with the outsourced list's own call, ids $in: the foreign order stays out.
    const listed = await list<{ id: number }>(app, token.outsource, 'orders/on-pd', {
      filter: { id: { $in: [mine.id, others.id] } },
    });
    expect(listed.results.map((o) => o.id)).toEqual([mine.id]);

    // A customer-role user reaches only its customer's orders: the foreign order is not one.
    const customerOrders = new Set(
      (await list<{ id: number }>(app, token.customer, 'orders', { limit: 500 })).results.map((o) => o.id),
    );
    for (const r of await found('customer', foreign)) expect(customerOrders.has(r.orderId)).toBe(true);
  });

  it('refuses what is not an image, an empty file, 5 MB or more, no file and anonymous callers', async () => {
    const text = await search('viewer', Buffer.from('this is not an image at all'));
    expect(text.statusCode).toBe(415);
    expect(text.json<{ message: string }>().message).toBe('Only image files can be uploaded.');

    const broken = await search('viewer', Buffer.concat([(await design(6)).subarray(0, 64)]));
    expect(broken.statusCode).toBe(415);
    expect(broken.json<{ message: string }>().message).toBe('The image could not be read.');

    const empty = await search('viewer', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe('The image file is empty.');

    const big = await search('viewer', Buffer.concat([await design(7), Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json<{ message: string }>().message).toBe('File over size limit, only upload file <5MB');

    const nothing = await encode(new FormData());
    const none = await app.inject({
      method: 'POST',
      url: `${API}/orders/searchByImage`,
      payload: nothing.payload,
      headers: { ...nothing.headers, authorization: `Bearer ${token.viewer}` },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toBe("Choose an image to search with in the 'image' field.");
    const json = await call(app, token.viewer, 'POST', '/orders/searchByImage', { image: 'x' });
    expect(json.statusCode).toBe(415);

    expect((await search(null, await design(8))).statusCode).toBe(401);
  });

  it('sees the descriptors and deletes another server instance on the same database wrote', async () => {
    const other = await buildApp({ database: t.database, config: TEST_CONFIG });
    await other.ready();
    try {
      const original = await design(9);
      const image = await upload('sale', original);
      const [, , third] = (await list<{ id: number }>(app, token.manager, 'orders', { limit: 3, orderBy: 'id' }))
        .results;
      await setThumbnail(third.id, image);
      expect((await found('manager', await half(original), other))[0]).toMatchObject({ orderId: third.id, image });

      expect((await call(app, token.sale, 'POST', '/deleteFile', { url: image })).statusCode).toBe(200);
      expect((await found('manager', original, other)).some((r) => r.image === image)).toBe(false);
    } finally {
      await other.close();
    }
  });
});
