/**
 * What the design review benchmarks stand on (issue 38): a bundled server of their own on a new
 * data folder (the e2e harness's), the API with a demo account's bearer token, and an order whose
 * design has a version made of one image, brought there through the workflow.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_PASSWORD, demoEmail } from '../src/shared/demo/demoAccounts';
import { DATA_ROOT, spawnServer } from '../tests/e2e/harness';

export interface BenchServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/** The bundled server (`node scripts/build-web.mjs` first) on a new data folder, removed on stop. */
export async function benchServer(): Promise<BenchServer> {
  const dataDir = await mkdtemp(join(DATA_ROOT, 'bo-bench-review-'));
  const server = await spawnServer(dataDir);
  return {
    baseUrl: server.baseUrl,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A caller of `/api/v1` as one demo account. */
export type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;

export async function apiAs(baseUrl: string, account: string): Promise<Api> {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoEmail(account), password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`${account} cannot sign in: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const isForm = body instanceof FormData;
    const res = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

/** A demo account's user id. */
async function userId(manager: Api, account: string): Promise<number> {
  const filter = JSON.stringify({ email: demoEmail(account) });
  const users = await manager<{ results: { id: number }[] }>(
    'GET',
    `/users?${new URLSearchParams({ filter }).toString()}`,
  );
  return users.results[0].id;
}

/** Uploads `png` as a product image; answers its stored path. */
export async function uploadDesign(manager: Api, png: Buffer, name = 'design.png'): Promise<string> {
  const form = new FormData();
  form.append('type', 'product');
  form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const [upload] = await manager<{ image: string }[]>('POST', '/uploadFile', form);
  return upload.image;
}

/**
 * A new order whose design is one version of `png` (the designer's step at design_in_progress,
 * handed to the leader), walked by the manager, who passes every check. Answers its id.
 */
export async function orderWithVersion(manager: Api, png: Buffer, name: string): Promise<number> {
  return orderWithImage(manager, await uploadDesign(manager, png), name);
}

/** {@link orderWithVersion} of an image already stored. */
export async function orderWithImage(manager: Api, image: string, name: string): Promise<number> {
  const customers = await manager<{ results: { id: number }[] }>('GET', '/customers?limit=1&orderBy=id');
  const order = await manager<{ id: number }>('POST', '/orders', {
    name,
    customerId: customers.results[0].id,
    thumbnail: image,
  });
  const [designer, leader] = [await userId(manager, 'designer'), await userId(manager, 'leader')];
  const step = (expectedStatus: string, status: string, extra: object = {}) =>
    manager('POST', '/orderHistories', { orderId: order.id, status, expectedStatus, ...extra });
  await step('pre_order', 'new_deal');
  await step('new_deal', 'designer_confirm', { assignedUser: [designer] });
  await step('designer_confirm', 'design_in_progress');
  await step('design_in_progress', 'verified', { assignedUser: [leader], products: [image] });
  return order.id;
}

/**
 * The next versions of an order at verified, one per image: the leader rejects the design back
 * to design_in_progress with a note, and the designer's next upload brings it to verified again.
 */
export async function addVersions(manager: Api, orderId: number, images: readonly string[]): Promise<void> {
  const step = (expectedStatus: string, status: string, extra: object = {}) =>
    manager('POST', '/orderHistories', { orderId, status, expectedStatus, ...extra });
  const leader = await userId(manager, 'leader');
  for (const [i, image] of images.entries()) {
    await step('verified', 'design_in_progress', { note: `Round ${i + 2}: see the marks.` });
    await step('design_in_progress', 'verified', { assignedUser: [leader], products: [image] });
  }
}
