import { describe, expect, it, vi } from 'vitest';
import { createUploadsProxy } from './uploadsProxy';

const STORED = '/uploads/2026/11/0123456789abcdef0123456789abcdef.png';

function setup(answer: () => Promise<Response>) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => answer());
  const proxy = createUploadsProxy({
    baseUrl: () => Promise.resolve('http://127.0.0.1:4100'),
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { fetch, proxy: (url: string, method = 'GET') => proxy(new Request(url, { method })) };
}

const png = () =>
  Promise.resolve(new Response(new Uint8Array([0x89, 0x50]), { headers: { 'content-type': 'image/png' } }));

describe('uploads proxy', () => {
  it('passes every other path on to the app files', async () => {
    const { proxy, fetch } = setup(png);
    expect(await proxy('app://bundle/assets/main.js')).toBeNull();
    expect(await proxy('app://bundle/orders/1/edit')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches a stored upload from the server and answers it as an inert image', async () => {
    const { proxy, fetch } = setup(png);
    const res = await proxy(`app://bundle${STORED}`);
    expect(fetch.mock.calls[0]?.[0]).toBe(`http://127.0.0.1:4100${STORED}`);
    expect(res?.status).toBe(200);
    expect(res?.headers.get('content-type')).toBe('image/png');
    expect(res?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res?.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(new Uint8Array(await res!.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50]));
  });

  it('answers 404 for names the server never makes, other methods, and non-image answers', async () => {
    const { proxy, fetch } = setup(() =>
      Promise.resolve(new Response('<html>', { headers: { 'content-type': 'text/html' } })),
    );
    // A climbing path is normalised out of /uploads/ by URL parsing and left to the app files' 404.
    expect(await proxy('app://bundle/uploads/../../etc/passwd')).toBeNull();
    expect((await proxy('app://bundle/uploads/2026/11/%2e%2e%2fsecret.png'))?.status).toBe(404);
    expect((await proxy('app://bundle/uploads/2026/11/evil.html'))?.status).toBe(404);
    expect((await proxy(`app://bundle${STORED}`, 'POST'))?.status).toBe(404);
    expect(fetch).not.toHaveBeenCalled();
    expect((await proxy(`app://bundle${STORED}`))?.status).toBe(404);
  });

  it('answers 404 when the server cannot be reached', async () => {
    const { proxy } = setup(() => Promise.reject(new Error('down')));
    expect((await proxy(`app://bundle${STORED}`))?.status).toBe(404);
  });
});
