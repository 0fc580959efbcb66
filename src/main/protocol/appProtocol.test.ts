import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, createAppRequestHandler } from './appProtocol';

let dir: string;
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'app-protocol-'));
  const root = path.join(dir, 'renderer');
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(root, 'assets', 'main.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'secret.txt'), 'secret');
  await symlink(path.join(dir, 'secret.txt'), path.join(root, 'assets', 'link.txt'));
  handle = createAppRequestHandler(root);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, method = 'GET') => handle(new Request(url, { method }));

describe('app protocol handler', () => {
  it('serves a file with its type and the CSP', async () => {
    const res = await get('app://bundle/assets/main.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await res.text()).toBe('console.log(1)');
  });

  it('answers routes with index.html', async () => {
    const res = await get('app://bundle/orders/12/edit?tab=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<title>app</title>');
  });

  it('answers a missing file with 404 and the CSP', async () => {
    const res = await get('app://bundle/assets/missing.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('refuses traversal and symlinks leading out of the folder', async () => {
    expect((await get('app://bundle/%2e%2e/secret.txt')).status).toBe(404);
    expect((await get('app://bundle/assets/link.txt')).status).toBe(404);
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await get('app://bundle/index.html', 'POST')).status).toBe(405);
    const head = await get('app://bundle/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
