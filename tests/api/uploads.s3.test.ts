import { AwsClient } from 'aws4fetch';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../../src/server/s3Config';
import { API, call, createTestApp, demoEmail, login, type TestApp } from './harness';

/**
 * Uploads in an S3-compatible bucket (issue 11): the suite starts its own S3 server (s3rver)
 * in a temporary folder, points the server at it, and checks that files go to the bucket,
 * are served from it on the same /uploads/ paths, are deleted from it, and that a presigned
 * URL takes a PUT within its 600 s.
 */

const BUCKET = 'bo-uploads';
let s3: S3rver;
let s3Dir: string;
let config: S3Config;
let bucket: AwsClient;
let t: TestApp;
let app: FastifyInstance;
const token: Record<string, string> = {};

const PNG = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
  .png()
  .toBuffer();

/** The object of a public path as the bucket holds it. */
const inBucket = (publicPath: string) =>
  bucket.fetch(`${config.endpoint}/${BUCKET}/${publicPath.slice('/uploads/'.length)}`);

async function upload(who: string, data: Buffer) {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'a.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: `${API}/uploadFile`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '', authorization: `Bearer ${token[who]}` },
  });
}

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'bo-s3-test-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  config = {
    endpoint: `http://127.0.0.1:${String(port)}`,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  bucket = new AwsClient({ ...config, service: 's3' });
  t = await createTestApp({ s3: config });
  app = t.app;
  for (const name of ['manager', 'designer', 'viewer']) token[name] = await login(app, demoEmail(name));
});

afterAll(async () => {
  await t.close();
  await s3.close();
  await rm(s3Dir, { recursive: true, force: true });
});

describe('uploads in an S3 bucket', () => {
  it('stores the original and its thumbnail in the bucket and serves both on /uploads/', async () => {
    const res = await upload('designer', PNG);
    expect(res.statusCode).toBe(200);
    const [{ image, previewImage }] = res.json<{ image: string; previewImage: string }[]>();
    expect(image).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);

    const stored = await inBucket(image);
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await inBucket(previewImage)).headers.get('content-type')).toBe('image/webp');

    const served = await app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await app.inject({ method: 'GET', url: previewImage })).headers['content-type']).toBe('image/webp');
  });

  it('deletes both from the bucket', async () => {
    const [{ image, previewImage }] = (await upload('designer', PNG)).json<{ image: string; previewImage: string }[]>();
    expect((await call(app, token.designer, 'POST', '/deleteFile', { url: image })).statusCode).toBe(200);
    expect((await inBucket(image)).status).toBe(404);
    expect((await inBucket(previewImage)).status).toBe(404);
    expect((await app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
  });

  it('serves nothing but stored names from the bucket', async () => {
    for (const url of ['/uploads/2026/01/none.png', '/uploads/../package.json', '/uploads/2026/01/x.txt']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('POST /upload/signedUrlS3', () => {
  it('answers a presigned PUT the client sends the file to, served then on its url', async () => {
    const res = await call(app, token.designer, 'POST', '/upload/signedUrlS3', { key: 'logo.png', type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const { uploadUrl, url } = res.json<{ uploadUrl: string; url: string }>();
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const signed = new URL(uploadUrl);
    expect(signed.origin).toBe(config.endpoint);
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(signed.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');

    const put = await fetch(uploadUrl, {
      method: 'PUT',
      body: new Uint8Array(PNG),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(200);
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The caller's upload: they may delete it.
    expect((await call(app, token.designer, 'POST', '/deleteFile', { url })).statusCode).toBe(200);
  });

  it('refuses missing, malformed and oversized bodies, anonymous callers and a missing permission', async () => {
    const send = (who: string | null, body: unknown) =>
      call(app, who ? token[who] : null, 'POST', '/upload/signedUrlS3', body);
    expect((await send('designer', {})).statusCode).toBe(400);
    expect((await send('designer', { key: 'a.psd', type: 'image/vnd.adobe.photoshop' })).statusCode).toBe(400);
    expect((await send('designer', { key: 'x'.repeat(201), type: 'image/png' })).statusCode).toBe(400);
    expect((await send('designer', { key: 'a.png', type: 'image/png', other: 1 })).statusCode).toBe(400);
    expect((await send(null, { key: 'a.png', type: 'image/png' })).statusCode).toBe(401);
    const viewer = await send('viewer', { key: 'a.png', type: 'image/png' });
    expect(viewer.statusCode).toBe(403);
    expect((await send('viewer', { key: 'me.png', type: 'image/png', uploadType: 'avatar' })).statusCode).toBe(200);
  });
});
