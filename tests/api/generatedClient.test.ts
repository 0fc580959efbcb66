import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoEmail, login, type TestApp } from './harness';

/**
 * docs/examples/list-orders.ts, the script docs/api.md gives integrators, run as they would:
 * openapi-fetch typed by the client openapi-typescript generated from the document (compiled by
 * `npm run typecheck`), over HTTP against a listening server.
 */

/** Where the example lives; imported by path so this file typechecks before the client is generated. */
const EXAMPLE = '../../docs/examples/list-orders.ts';

type Credentials = { readonly token: string } | { readonly email: string; readonly password: string };
interface ListOrders {
  readonly listOrders: (
    baseUrl: string,
    credentials?: Credentials,
  ) => Promise<{ results: { id: number }[]; total: number }>;
}

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('the example client of docs/api.md', () => {
  it('signs in as the demo manager and lists orders over HTTP', async () => {
    const { listOrders } = (await import(EXAMPLE)) as ListOrders;
    const page = await listOrders(baseUrl);
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.length).toBeLessThanOrEqual(5);
    expect(page.total).toBeGreaterThanOrEqual(page.results.length);
  });

  it('says why when the sign-in is refused', async () => {
    const { listOrders } = (await import(EXAMPLE)) as ListOrders;
    await expect(listOrders(baseUrl, { email: 'nobody@demo.local', password: 'demo1234' })).rejects.toThrow(
      /Sign-in failed \(401\)/,
    );
  });

  it('lists orders with a read-only API token instead of signing in, and says why a revoked one fails', async () => {
    const { listOrders } = (await import(EXAMPLE)) as ListOrders;
    const session = await login(t.app, demoEmail('sale'));
    const made = await call(t.app, session, 'POST', '/apiTokens', {
      name: 'Example script',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      readOnly: true,
    });
    const { id, token } = made.json<{ id: number; token: string }>();
    const page = await listOrders(baseUrl, { token });
    expect(page.total).toBe((await call(t.app, session, 'GET', '/orders')).json<{ total: number }>().total);
    await call(t.app, session, 'DELETE', `/apiTokens/${id}`);
    await expect(listOrders(baseUrl, { token })).rejects.toThrow(/Listing orders failed \(401\)/);
  });
});
