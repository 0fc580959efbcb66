import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/**
 * docs/examples/list-orders.ts, the script docs/api.md gives integrators, run as they would:
 * openapi-fetch typed by the client openapi-typescript generated from the document (compiled by
 * `npm run typecheck`), over HTTP against a listening server.
 */

/** Where the example lives; imported by path so this file typechecks before the client is generated. */
const EXAMPLE = '../../docs/examples/list-orders.ts';

interface ListOrders {
  readonly listOrders: (baseUrl: string, email?: string) => Promise<{ results: { id: number }[]; total: number }>;
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
    await expect(listOrders(baseUrl, 'nobody@demo.local')).rejects.toThrow(/Sign-in failed \(401\)/);
  });
});
