import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploads } from '../../src/server/db/schema';
import { backfillPreviews } from '../../src/server/modules/uploads/previewBackfill';
import { UploadStore } from '../../src/server/modules/uploads/uploadStore';
import { API, call, createTestApp, demoEmail, login, type TestApp } from './harness';

let t: TestApp;
let app: FastifyInstance;
let uploadsDir: string;
const token: Record<string, string> = {};

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PSD = Buffer.concat([Buffer.from('8BPS'), Buffer.alloc(64)]);
const STORED = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/;

interface Part {
  readonly name: string;
  readonly data: Buffer;
  readonly type?: string;
}

/** A multipart body as a browser's FormData would send it. */
async function multipart(files: readonly Part[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append('images', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

async function upload(who: string | null, files: readonly Part[], fields: Record<string, string> = {}) {
  const { payload, contentType } = await multipart(files, fields);
  return app.inject({
    method: 'POST',
    url: `${API}/uploadFile`,
    payload,
    headers: { 'content-type': contentType, ...(who ? { authorization: `Bearer ${token[who]}` } : {}) },
  });
}

async function storedFiles(dir = uploadsDir): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'bo-uploads-test-'));
  t = await createTestApp({ uploadsDir });
  app = t.app;
  for (const name of ['manager', 'designer', 'sale', 'viewer']) token[name] = await login(app, demoEmail(name));
});

afterAll(async () => {
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('POST /uploadFile', () => {
  it('stores a PNG under a random name and serves it as an inert image', async () => {
    const res = await upload('designer', [{ name: 'design.png', data: PNG }], { type: 'product' });
    expect(res.statusCode).toBe(200);
    const [result] = res.json<{ image: string; previewImage: string }[]>();
    expect(result.image).toMatch(STORED);
    expect(result.previewImage).toBe(result.image.replace(/\.png$/, '.preview.webp'));

    const served = await app.inject({ method: 'GET', url: result.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers a real thumbnail of a few kB beside the original, which lists show', async () => {
    // A 2000 × 1500 photo-like JPEG (noise compresses badly: the original weighs hundreds of kB).
    const photo = await sharp({
      create: {
        width: 2000,
        height: 1500,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const res = await upload('designer', [{ name: 'photo.jpg', data: photo, type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(200);
    const [result] = res.json<{ image: string; previewImage: string }[]>();
    expect(result.image).toMatch(/\.jpg$/);
    expect(result.previewImage).toBe(result.image.replace(/\.jpg$/, '.preview.webp'));

    const preview = await app.inject({ method: 'GET', url: result.previewImage });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(preview.rawPayload.length).toBeLessThan(photo.length / 10);
    const size = await sharp(preview.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([240, 180]);
  });

  it('refuses bytes that start like an image but do not decode, and stores nothing', async () => {
    const before = await storedFiles();
    const broken = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(200, 7)]);
    const res = await upload('designer', [{ name: 'broken.png', data: broken }]);
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toBe('Only image files can be uploaded.');
    expect(await storedFiles()).toEqual(before);
  });

  it('answers one result per file, at most ten files', async () => {
    const three = await upload(
      'sale',
      [1, 2, 3].map((i) => ({ name: `${i}.png`, data: PNG })),
    );
    expect(three.statusCode).toBe(200);
    expect(three.json<unknown[]>()).toHaveLength(3);

    const eleven = await upload(
      'sale',
      Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, data: PNG })),
    );
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json<{ message: string }>().message).toBe('Upload at most 10 files at once.');
  });

  it('refuses a file that is not an image by its bytes, whatever its name and type', async () => {
    const before = await storedFiles();
    const text = await upload('designer', [
      { name: 'fake.png', data: Buffer.from('hello, not a png'), type: 'image/png' },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json<{ message: string }>().message).toBe('Only image files can be uploaded.');

    const psd = await upload('designer', [{ name: 'layers.psd', data: PSD, type: 'image/vnd.adobe.photoshop' }]);
    expect(psd.statusCode).toBe(415);
    expect(psd.json<{ message: string }>().message).toBe('Only image files can be uploaded.');

    // One bad file refuses the whole request: nothing is stored.
    const mixed = await upload('designer', [
      { name: 'ok.png', data: PNG },
      { name: 'bad.psd', data: PSD },
    ]);
    expect(mixed.statusCode).toBe(415);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file of 5 MB or more with 413 and the spec text', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload('designer', [{ name: 'big.png', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toBe('File over size limit, only upload file <5MB');
  });

  it('needs a signed-in user, and an upload permission for the type', async () => {
    const anonymous = await upload(null, [{ name: 'a.png', data: PNG }]);
    expect(anonymous.statusCode).toBe(401);

    const viewer = await upload('viewer', [{ name: 'a.png', data: PNG }], { type: 'product' });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json<{ message: string }>().message).toMatch(/orders\.create/);

    const avatar = await upload('viewer', [{ name: 'me.png', data: PNG }], { type: 'avatar' });
    expect(avatar.statusCode).toBe(200);

    // A channel's thumbnail: channels.create or channels.update (a manager's), not the sales' order keys.
    const sale = await upload('sale', [{ name: 'c.png', data: PNG }], { type: 'channel' });
    expect(sale.statusCode).toBe(403);
    expect(sale.json<{ message: string }>().message).toMatch(/channels\.create/);
    expect((await upload('manager', [{ name: 'c.png', data: PNG }], { type: 'channel' })).statusCode).toBe(200);
    expect((await upload('manager', [{ name: 'c.png', data: PNG }], { type: 'banner' })).statusCode).toBe(400);
  });

  it('ignores the client file name, path traversal included', async () => {
    const res = await upload('designer', [{ name: '../../../../escape.png', data: PNG }]);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ image: string }[]>()[0].image).toMatch(STORED);
    expect(existsSync(path.join(uploadsDir, '..', 'escape.png'))).toBe(false);
    expect((await storedFiles()).some((f) => f.includes('escape'))).toBe(false);
    expect((await storedFiles()).every((f) => f.startsWith(uploadsDir + path.sep))).toBe(true);
  });

  it('validates the fields and refuses a body that is not multipart', async () => {
    expect((await upload('designer', [{ name: 'a.png', data: PNG }], { type: 'secret' })).statusCode).toBe(400);
    expect((await upload('designer', [{ name: 'a.png', data: PNG }], { orderId: 'x' })).statusCode).toBe(400);
    expect((await upload('designer', [{ name: 'a.png', data: PNG }], { other: '1' })).statusCode).toBe(400);
    expect((await upload('designer', [])).statusCode).toBe(400);
    const json = await call(app, token.designer, 'POST', '/uploadFile', { images: [] });
    expect(json.statusCode).toBe(415);
  });

  it('answers 400 to a body that says multipart but is not a form', async () => {
    for (const payload of ['-4.1399742559079594e+123', '--x\r\nContent-Disposition: form-data; name="images"', '']) {
      const res = await app.inject({
        method: 'POST',
        url: `${API}/uploadFile`,
        payload,
        headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${token.manager}` },
      });
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it('keeps multipart bodies away from every other route', async () => {
    const { payload, contentType } = await multipart([{ name: 'a.png', data: PNG }]);
    const res = await app.inject({
      method: 'POST',
      url: `${API}/comments`,
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${token.manager}` },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('thumbnails of older uploads', () => {
  it('are made in the background from the original; a missing original is left alone', async () => {
    const { image } = (await upload('designer', [{ name: 'old.png', data: PNG }])).json<{ image: string }[]>()[0];
    const previewPath = image.replace(/\.png$/, '.preview.webp');
    const store = new UploadStore(uploadsDir);
    await store.remove(previewPath);
    const db = t.database.db;
    await db.update(uploads).set({ previewPath: null }).where(eq(uploads.path, image));
    await db
      .insert(uploads)
      .values({ path: '/uploads/2001/01/' + 'a'.repeat(32) + '.png', userId: 1, type: 'product' });

    const made = await backfillPreviews(db, store, new AbortController().signal);
    expect(made).toBeGreaterThanOrEqual(1);
    const [row] = await db.select({ previewPath: uploads.previewPath }).from(uploads).where(eq(uploads.path, image));
    expect(row.previewPath).toBe(previewPath);
    expect((await app.inject({ method: 'GET', url: previewPath })).headers['content-type']).toBe('image/webp');
  });
});

describe('POST /upload/signedUrlS3 without a bucket', () => {
  it('says S3 storage is not configured', async () => {
    const res = await call(app, token.designer, 'POST', '/upload/signedUrlS3', { key: 'a.png', type: 'image/png' });
    expect(res.statusCode).toBe(501);
    expect(res.json<{ message: string }>().message).toMatch(/S3 storage is not configured/);
  });

  it('refuses who may not upload that kind first (403, not 501)', async () => {
    const body = { key: 'a.png', type: 'image/png', uploadType: 'platform' };
    expect((await call(app, token.viewer, 'POST', '/upload/signedUrlS3', body)).statusCode).toBe(403);
  });
});

describe('GET /uploads/*', () => {
  it('answers 404 for a missing file and never climbs out of the folder', async () => {
    expect((await app.inject({ method: 'GET', url: '/uploads/2026/01/none.png' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/uploads/../package.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/uploads/%2e%2e/%2e%2e/package.json' })).statusCode).toBe(404);
  });
});

describe('POST /deleteFile', () => {
  it('lets the uploader or a manager delete a file, and no one else', async () => {
    const uploaded = (await upload('designer', [{ name: 'a.png', data: PNG }])).json<
      { image: string; previewImage: string }[]
    >()[0];
    const first = uploaded.image;
    const second = (await upload('designer', [{ name: 'b.png', data: PNG }])).json<{ image: string }[]>()[0].image;

    const stranger = await call(app, token.sale, 'POST', '/deleteFile', { url: first });
    expect(stranger.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(200);

    expect((await call(app, token.designer, 'POST', '/deleteFile', { url: first })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: uploaded.previewImage })).statusCode).toBe(404);
    expect((await call(app, token.designer, 'POST', '/deleteFile', { url: first })).statusCode).toBe(404);

    const absolute = `http://127.0.0.1:8787${second}`;
    expect((await call(app, token.manager, 'POST', '/deleteFile', { url: absolute })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('refuses anything but a stored upload path, and anonymous callers', async () => {
    for (const url of ['/uploads/../../package.json', '/etc/passwd', '/uploads/2026/01/x.png']) {
      expect((await call(app, token.manager, 'POST', '/deleteFile', { url })).statusCode).toBe(400);
    }
    expect((await call(app, null, 'POST', '/deleteFile', { url: '/uploads/2026/01/x.png' })).statusCode).toBe(401);
  });
});
