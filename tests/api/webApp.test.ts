import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'bo-web-root-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(webRoot, 'assets', 'app-1.js'), 'console.log(1)');
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t?.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('serving the renderer (npm run web)', () => {
  it('answers client-side routes with index.html and its Content-Security-Policy', async () => {
    for (const url of ['/', '/login', '/orders/12/edit', '/settings/niches?page=2']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('id="root"');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves assets, and files written after start without a restart', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    await writeFile(join(webRoot, 'assets', 'app-2.js'), 'console.log(2)');
    const rebuilt = await t.app.inject({ method: 'GET', url: '/assets/app-2.js' });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toBe('console.log(2)');
  });

  it('answers a missing file with 404, never with index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('id="root"');
  });

  it('keeps unknown API paths and path traversal out of the fallback', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
    for (const url of ['/assets/..%2f..%2f..%2fetc%2fpasswd', '/../../etc/hostname', '/%2e%2e/%2e%2e/etc/passwd']) {
      const climb = await t.app.inject({ method: 'GET', url });
      expect(climb.body, url).not.toContain('root:x');
      // Either refused, or answered with the app page: never a file from outside the web root.
      if (climb.statusCode === 200) expect(climb.body, url).toContain('id="root"');
      else expect(climb.statusCode, url).toBe(404);
    }
  });
});
