import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTSOURCE_VISIBLE_STATUSES } from '../../src/shared/domain/orderStatus';
import { outbox, uploadLinks, uploads } from '../../src/server/db/schema';
import { call, createTestApp, demoEmail, list, login, type TestApp } from './harness';

/**
 * Issue 11, links: POST /file/render (a shareable web-size rendering of an order image) and the
 * customer upload links (mailed, a page without an account, expiring and revocable).
 */

let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};
/** An order of someone else than the outsourced designer, and its thumbnail. */
let order = { id: 0, thumbnail: '' };
let outsourceOrderId = 0;

const PNG = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c63' } })
  .png()
  .toBuffer();

/** A browser's form post of the upload page. */
async function postPage(path: string, files: { name: string; data: Buffer; type?: string }[]) {
  const form = new FormData();
  for (const f of files)
    form.append('files', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/png' }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: path,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
}

const pagePath = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const name of ['manager', 'sale', 'viewer', 'outsource']) token[name] = await login(app, demoEmail(name));
  const outsource = (
    await list<{ id: number }>(app, token.manager, 'users', { filter: { email: demoEmail('outsource') } })
  ).results[0];
  const own = await list<{ id: number }>(app, token.outsource, 'orders', {
    filter: { status: { $in: OUTSOURCE_VISIBLE_STATUSES } },
    limit: 1,
  });
  outsourceOrderId = own.results[0].id;
  const others = await list<{ id: number; thumbnail: string }>(app, token.manager, 'orders', {
    filter: { designerId: { $ne: outsource.id } },
    limit: 1,
    orderBy: '-id',
  });
  order = others.results[0];
});

afterAll(async () => {
  await t.close();
});

describe('POST /file/render', () => {
  it('answers an absolute URL of a web-size JPEG of the order’s image, made once', async () => {
    const res = await call(app, token.manager, 'POST', '/file/render', { link: order.thumbnail, orderId: order.id });
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/.+\.render\.jpg$/);
    const served = await app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
    const again = await call(app, token.manager, 'POST', '/file/render', { link: order.thumbnail, orderId: order.id });
    expect(again.json<{ url: string }>().url).toBe(url);
  });

  it('fits a large image inside 1600 px', async () => {
    const form = new FormData();
    form.append('orderId', String(order.id));
    form.append('type', 'order');
    form.append('images', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'big.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/v1/uploadFile',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '', authorization: `Bearer ${token.manager}` },
    });
    const { image } = uploaded.json<{ image: string }[]>()[0];
    const { url } = (await call(app, token.manager, 'POST', '/file/render', { link: image, orderId: order.id })).json<{
      url: string;
    }>();
    const served = await app.inject({ method: 'GET', url: new URL(url).pathname });
    const size = await sharp(served.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([1600, 1067]);
  });

  it('refuses an image of another order, one outside the caller’s scope, bad bodies and anonymous callers', async () => {
    const other = await call(app, token.manager, 'POST', '/file/render', {
      link: order.thumbnail,
      orderId: outsourceOrderId,
    });
    if (
      order.thumbnail !==
      (await call(app, token.manager, 'GET', `/orders/${outsourceOrderId}`)).json<{ thumbnail: string }>().thumbnail
    ) {
      expect(other.statusCode).toBe(404);
    }
    const outside = await call(app, token.outsource, 'POST', '/file/render', {
      link: order.thumbnail,
      orderId: order.id,
    });
    expect(outside.statusCode).toBe(404);
    for (const body of [
      {},
      { link: order.thumbnail },
      { link: '/etc/passwd', orderId: order.id },
      { link: 'x'.repeat(3000), orderId: order.id },
      { link: order.thumbnail, orderId: 'x' },
    ]) {
      expect((await call(app, token.manager, 'POST', '/file/render', body)).statusCode).toBe(400);
    }
    expect(
      (await call(app, null, 'POST', '/file/render', { link: order.thumbnail, orderId: order.id })).statusCode,
    ).toBe(401);
  });
});

describe('customer upload links', () => {
  it('mails a link whose page takes the order’s original images, listed on the order', async () => {
    const res = await call(app, token.manager, 'POST', '/file/createLink', {
      email: 'client@example.com',
      orderId: order.id,
    });
    expect(res.statusCode).toBe(200);
    const { url, id } = res.json<{ url: string; id: number }>();
    expect(url).toMatch(/\/upload\/[A-Za-z0-9_-]{43}$/);
    const [mail] = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail.to).toBe('client@example.com');
    expect(mail.body).toContain(url);
    // Only the token's hash is kept.
    const [row] = await t.database.db.select().from(uploadLinks).where(eq(uploadLinks.id, id));
    expect(row.tokenHash).not.toContain(url.split('/').pop());

    const page = await app.inject({ method: 'GET', url: pagePath(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<form method="post" enctype="multipart/form-data">');

    const sent = await postPage(pagePath(url), [{ name: 'logo.png', data: PNG }]);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('We received 1 file(s)');

    const links = await call(app, token.manager, 'GET', '/file/links', undefined, { orderId: String(order.id) });
    expect(links.statusCode).toBe(200);
    const body = links.json<{
      links: { id: number; status: string; uploadCount: number }[];
      files: { image: string; linkId: number }[];
    }>();
    expect(body.links.find((l) => l.id === id)).toMatchObject({ status: 'open', uploadCount: 1 });
    expect(body.files[0].linkId).toBe(id);
    expect((await app.inject({ method: 'GET', url: body.files[0].image })).headers['content-type']).toBe('image/png');
  });

  it('refuses what is not an image or too large, and stores nothing', async () => {
    const { url } = (
      await call(app, token.manager, 'POST', '/file/createLink', { email: 'c@example.com', orderId: order.id })
    ).json<{ url: string }>();
    const before = (await t.database.db.select().from(uploads)).length;
    const text = await postPage(pagePath(url), [{ name: 'a.png', data: Buffer.from('not an image') }]);
    expect(text.statusCode).toBe(415);
    expect(text.body).toContain('Only image files can be uploaded.');
    const big = await postPage(pagePath(url), [
      { name: 'b.png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect((await postPage(pagePath(url), [])).statusCode).toBe(400);
    expect((await t.database.db.select().from(uploads)).length).toBe(before);
  });

  it('stops working once revoked or expired; an unknown token opens nothing', async () => {
    const created = (
      await call(app, token.manager, 'POST', '/file/createLink', { email: 'c@example.com', orderId: order.id })
    ).json<{ url: string; id: number }>();
    const revoked = await call(app, token.manager, 'POST', `/file/links/${created.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ status: string }>().status).toBe('revoked');
    expect((await app.inject({ method: 'GET', url: pagePath(created.url) })).statusCode).toBe(410);
    expect((await postPage(pagePath(created.url), [{ name: 'a.png', data: PNG }])).statusCode).toBe(410);

    const other = (
      await call(app, token.manager, 'POST', '/file/createLink', { email: 'c@example.com', orderId: order.id })
    ).json<{ url: string; id: number }>();
    await t.database.db
      .update(uploadLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadLinks.id, other.id));
    const expired = await app.inject({ method: 'GET', url: pagePath(other.url) });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('expired');

    expect((await app.inject({ method: 'GET', url: '/upload/' + 'A'.repeat(43) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/upload/short' })).statusCode).toBe(404);
  });

  it('checks the permission, the order’s scope and the body', async () => {
    const body = { email: 'c@example.com', orderId: order.id };
    expect((await call(app, token.viewer, 'POST', '/file/createLink', body)).statusCode).toBe(403);
    expect((await call(app, null, 'POST', '/file/createLink', body)).statusCode).toBe(401);
    // Outsourced designers never see customer links, not even on their own orders.
    expect(
      (await call(app, token.outsource, 'GET', '/file/links', undefined, { orderId: String(outsourceOrderId) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(app, token.manager, 'POST', '/file/createLink', { email: 'not-an-email', orderId: order.id }))
        .statusCode,
    ).toBe(400);
    expect((await call(app, token.manager, 'POST', '/file/createLink', { email: 'c@example.com' })).statusCode).toBe(
      400,
    );
    expect(
      (await call(app, token.manager, 'POST', '/file/createLink', { ...body, orderId: 99_999_999 })).statusCode,
    ).toBe(404);
    expect((await call(app, token.manager, 'GET', '/file/links', undefined, { orderId: 'x' })).statusCode).toBe(400);
    expect((await call(app, token.manager, 'POST', '/file/links/99999999/revoke')).statusCode).toBe(404);
    expect((await call(app, token.viewer, 'POST', '/file/links/1/revoke')).statusCode).toBe(403);
  });
});
