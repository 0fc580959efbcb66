import { describe, expect, it, vi } from 'vitest';
import { ERROR_TEXTS } from '../../shared/api/errors';
import { createApiService } from './apiService';

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

function setup(
  respond: (url: string, init: RequestInit) => Promise<Response>,
  token: string | null = null,
  deviceTokens: Record<string, string> = {},
) {
  let stored = token;
  const kept = new Map(Object.entries(deviceTokens));
  const devices = {
    get: vi.fn((email: string) => kept.get(email) ?? null),
    set: vi.fn((email: string, value: string) => {
      kept.set(email, value);
      return Promise.resolve();
    }),
  };
  const vault = {
    get: vi.fn(() => stored),
    set: vi.fn((value: string) => {
      stored = value;
      return Promise.resolve();
    }),
    clear: vi.fn(() => {
      stored = null;
      return Promise.resolve();
    }),
  };
  const fetch = vi.fn((url: string, init: RequestInit) => respond(url, init));
  const onSessionExpired = vi.fn();
  const service = createApiService({
    target: { baseUrl: () => Promise.resolve('http://127.0.0.1:4100') },
    vault,
    devices,
    onSessionExpired,
    fetch: fetch as unknown as typeof globalThis.fetch,
    clientVersion: '1.4.2',
  });
  return { service, vault, devices, fetch, onSessionExpired, token: () => stored, kept };
}

const headerOf = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('api service', () => {
  it('logs in, keeps the token in main and answers the user id only', async () => {
    const { service, fetch, token } = setup(() => json(200, { id: 7, token: 'secret-token' }));
    expect(await service.login({ email: 'manager@demo.local', password: 'pw' })).toEqual({ userId: 7 });
    expect(token()).toBe('secret-token');
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:4100/api/v1/auth/login');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'manager@demo.local', password: 'pw' });
  });

  it("keeps the device token of the login answer in main and sends it on that account's next login", async () => {
    const { service, fetch, kept } = setup(() =>
      json(200, { id: 7, token: 'secret-token', deviceToken: 'device-for-manager' }),
    );
    const answer = await service.login({ email: 'manager@demo.local', password: 'pw' });
    expect(answer).toEqual({ userId: 7 });
    expect(JSON.stringify(answer)).not.toContain('device-for-manager');
    expect(kept.get('manager@demo.local')).toBe('device-for-manager');
    expect(headerOf(fetch.mock.calls[0][1], 'x-bo-device')).toBeUndefined();

    await service.login({ email: 'manager@demo.local', password: 'pw' });
    expect(headerOf(fetch.mock.calls[1][1], 'x-bo-device')).toBe('device-for-manager');
    await service.login({ email: 'sale@demo.local', password: 'pw' });
    expect(headerOf(fetch.mock.calls[2][1], 'x-bo-device')).toBeUndefined();
  });

  it('keeps its device token when a login is refused (429 from a lock), and signs in anyway when it cannot store one', async () => {
    const locked = setup(
      () =>
        json(429, {
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Too many failed sign-in attempts. Try again in 2 minutes.',
          details: { retryAfterSeconds: 120 },
        }),
      null,
      { 'sale@demo.local': 'device-for-sale' },
    );
    await expect(locked.service.login({ email: 'sale@demo.local', password: 'pw' })).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many failed sign-in attempts. Try again in 2 minutes.',
    });
    expect(headerOf(locked.fetch.mock.calls[0][1], 'x-bo-device')).toBe('device-for-sale');
    expect(locked.kept.get('sale@demo.local')).toBe('device-for-sale');

    const full = setup(() => json(200, { id: 3, token: 'tok', deviceToken: 'dev' }));
    full.devices.set.mockImplementation(() => Promise.reject(new Error('disk full')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await full.service.login({ email: 'qa@demo.local', password: 'pw' })).toEqual({ userId: 3 });
    expect(full.token()).toBe('tok');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('does not announce an expired session when the password is wrong', async () => {
    const { service, onSessionExpired } = setup(() =>
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'Wrong email or password' }),
    );
    await expect(service.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      statusCode: 401,
      message: 'Wrong email or password',
    });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('forwards requests with the bearer token', async () => {
    const { service, fetch } = setup(() => json(200, { results: [], total: 0 }), 'tok');
    expect(await service.request({ method: 'GET', path: '/niches', query: { limit: 10, q: 'a' } })).toEqual({
      results: [],
      total: 0,
    });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:4100/api/v1/niches?limit=10&q=a');
    expect(headerOf(init, 'authorization')).toBe('Bearer tok');
    expect(headerOf(init, 'x-bo-client-version')).toBe('1.4.2');
  });

  it('answers the bytes of a success unread, with the bearer token, and the same errors and refusals', async () => {
    const body = '{"columns":[],"results":[["Nguyễn"]],"total":1,"next":null}';
    const { service, fetch, onSessionExpired } = setup(
      (url) => (url.includes('/orders/') ? Promise.resolve(new Response(body)) : json(401, { message: 'Expired' })),
      'tok',
    );
    const bytes = await service.requestBytes({ method: 'GET', path: '/orders/exportExcel', query: { limit: 1 } });
    expect(new TextDecoder().decode(bytes)).toBe(body);
    expect(bytes.byteLength).toBe(bytes.buffer.byteLength);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:4100/api/v1/orders/exportExcel?limit=1');
    expect(headerOf(init, 'authorization')).toBe('Bearer tok');
    await expect(service.requestBytes({ method: 'GET', path: '/customers/exportExcel' })).rejects.toMatchObject({
      kind: 'unauthorized',
      statusCode: 401,
    });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    await expect(service.requestBytes({ method: 'POST', path: '/auth/login' })).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('turns a 426 into the upgrade error, so the window offers the update', async () => {
    const { service } = setup(() => json(426, { statusCode: 426, error: 'Upgrade Required', message: 'x' }), 'tok');
    await expect(service.request({ method: 'GET', path: '/niches' })).rejects.toMatchObject({
      kind: 'upgrade',
      statusCode: 426,
      message: ERROR_TEXTS.upgrade,
    });
  });

  it('on 401 clears the token and tells the window', async () => {
    const { service, onSessionExpired, token } = setup(
      () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Expired' }),
      'tok',
    );
    await expect(service.request({ method: 'GET', path: '/orders' })).rejects.toMatchObject({
      kind: 'unauthorized',
      statusCode: 401,
    });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(token()).toBeNull();
  });

  it('maps 426, timeouts and no response to the texts of section 8', async () => {
    const upgrade = setup(() => json(426, {}));
    await expect(upgrade.service.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      statusCode: 426,
      message: ERROR_TEXTS.upgrade,
    });
    const timeout = setup(() => Promise.reject(new DOMException('timed out', 'TimeoutError')));
    await expect(timeout.service.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      kind: 'timeout',
      message: ERROR_TEXTS.timeout,
    });
    const down = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(down.service.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      statusCode: 404,
      message: 'Fail to fetch',
    });
  });

  it.each(['/auth/login', '/auth/logout', '/AUTH/Login', '//auth//login', '/auth/%6cogin', '/auth/login/'])(
    'refuses %s on api:request',
    async (path) => {
      const { service, fetch } = setup(() => json(200, {}));
      await expect(service.request({ method: 'POST', path })).rejects.toMatchObject({ statusCode: 403 });
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('logout tells the server and clears the vault even when the server fails', async () => {
    const ok = setup(() => json(200, {}), 'tok');
    expect(await ok.service.logout()).toBeNull();
    expect(ok.fetch.mock.calls[0]?.[0]).toBe('http://127.0.0.1:4100/api/v1/auth/logout');
    expect(ok.token()).toBeNull();

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = setup(() => Promise.reject(new TypeError('fetch failed')), 'tok');
    expect(await down.service.logout()).toBeNull();
    expect(down.token()).toBeNull();
  });

  it('current session: null without a token, the user id when /users/me answers, null and cleared on 401', async () => {
    const none = setup(() => json(200, { id: 1 }));
    expect(await none.service.currentSession()).toBeNull();
    expect(none.fetch).not.toHaveBeenCalled();

    const valid = setup(() => json(200, { id: 3, fullName: 'Manager' }), 'tok');
    expect(await valid.service.currentSession()).toEqual({ userId: 3 });
    expect(valid.fetch.mock.calls[0]?.[0]).toBe('http://127.0.0.1:4100/api/v1/users/me');

    const expired = setup(() => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Expired' }), 'tok');
    expect(await expired.service.currentSession()).toBeNull();
    expect(expired.token()).toBeNull();
    expect(expired.onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends a form of the catalogue as multipart with the bearer token, and maps a refusal', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const { service, fetch } = setup(
      () => json(200, [{ image: '/uploads/2026/11/a.png', previewImage: '/uploads/2026/11/a.png' }]),
      'secret-token',
    );
    const upload = {
      key: 'POST /uploadFile',
      parts: { images: [{ name: 'a.png', type: 'image/png', bytes: png }], type: 'order', orderId: '4' },
    } as const;
    expect(await service.requestForm(upload)).toEqual([
      { image: '/uploads/2026/11/a.png', previewImage: '/uploads/2026/11/a.png' },
    ]);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:4100/api/v1/uploadFile');
    expect(init.method).toBe('POST');
    expect(headerOf(init, 'authorization')).toBe('Bearer secret-token');
    expect(headerOf(init, 'content-type')).toBeUndefined();
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['type', 'orderId', 'images']);
    expect(form.get('type')).toBe('order');
    expect(form.get('orderId')).toBe('4');
    const file = form.get('images') as File;
    expect(file.name).toBe('a.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png);

    const refused = setup(
      () =>
        json(413, {
          statusCode: 413,
          error: 'Payload Too Large',
          message: 'File over size limit, only upload file <5MB',
        }),
      'secret-token',
    );
    await expect(refused.service.requestForm(upload)).rejects.toMatchObject({
      statusCode: 413,
      message: 'File over size limit, only upload file <5MB',
    });
  });

  it('sends a form only to a multipart endpoint of the catalogue', async () => {
    const { service, fetch } = setup(() => json(200, {}), 'secret-token');
    const jsonKey = { key: 'POST /orders', parts: {} } as unknown as Parameters<typeof service.requestForm>[0];
    await expect(service.requestForm(jsonKey)).rejects.toThrow('POST /orders is not a multipart endpoint');
    expect(fetch).not.toHaveBeenCalled();
  });
});
