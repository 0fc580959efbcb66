// An integrator's first script (docs/api.md, "A typed client from the document"): lists the
// newest orders with openapi-fetch, typed by what openapi-typescript wrote from the OpenAPI
// document (`npm run openapi:client`). With a personal access token made in the profile
// (docs/api.md, "API tokens") it sends that; without one it signs in as a demo account.
// Against a running server:
//   BACK_OFFICE_TOKEN=bo_pat_… npx tsx docs/examples/list-orders.ts http://127.0.0.1:8787
import createClient from 'openapi-fetch';
import { pathToFileURL } from 'node:url';
import type { paths } from '../../.tmp/api-client/schema';

/** How the script is let in: an API token, or a demo account's email and password. */
export type Credentials = { readonly token: string } | { readonly email: string; readonly password: string };

const DEMO: Credentials = { email: 'manager@demo.local', password: 'demo1234' };

/** The newest orders the credentials may read on the server at `baseUrl`, and how many there are in all. */
export async function listOrders(baseUrl: string, credentials: Credentials = DEMO) {
  const api = createClient<paths>({ baseUrl });
  let token: string;
  if ('token' in credentials) {
    token = credentials.token;
  } else {
    const login = await api.POST('/api/v1/auth/login', { body: credentials });
    if (!login.data?.token) throw new Error(`Sign-in failed (${login.response.status}): ${login.error?.message}`);
    token = login.data.token;
  }
  const orders = await api.GET('/api/v1/orders', {
    params: { query: { limit: 5, orderBy: '-createdAt' } },
    headers: { authorization: `Bearer ${token}` },
  });
  if (!orders.data) throw new Error(`Listing orders failed (${orders.response.status}): ${orders.error.message}`);
  return orders.data;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const token = process.env.BACK_OFFICE_TOKEN;
  const { results, total } = await listOrders(process.argv[2] ?? 'http://127.0.0.1:8787', token ? { token } : DEMO);
  console.log(`${total} orders; the newest:`);
  for (const order of results) console.log(`#${order.id} ${order.name} (${order.status ?? 'no status'})`);
}
