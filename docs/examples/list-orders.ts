// An integrator's first script (docs/api.md, "A typed client from the document"): signs in as a
// demo account and lists the newest orders with openapi-fetch, typed by what openapi-typescript
// wrote from the OpenAPI document (`npm run openapi:client`). Against a running server:
//   npx tsx docs/examples/list-orders.ts http://127.0.0.1:8787
import createClient from 'openapi-fetch';
import { pathToFileURL } from 'node:url';
import type { paths } from '../../.tmp/api-client/schema';

/** The newest orders `email` may read on the server at `baseUrl`, and how many there are in all. */
export async function listOrders(baseUrl: string, email = 'manager@demo.local', password = 'demo1234') {
  const api = createClient<paths>({ baseUrl });
  const login = await api.POST('/api/v1/auth/login', { body: { email, password } });
  if (!login.data?.token) throw new Error(`Sign-in failed (${login.response.status}): ${login.error?.message}`);
  const orders = await api.GET('/api/v1/orders', {
    params: { query: { limit: 5, orderBy: '-createdAt' } },
    headers: { authorization: `Bearer ${login.data.token}` },
  });
  if (!orders.data) throw new Error(`Listing orders failed (${orders.response.status}): ${orders.error.message}`);
  return orders.data;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { results, total } = await listOrders(process.argv[2] ?? 'http://127.0.0.1:8787');
  console.log(`${total} orders; the newest:`);
  for (const order of results) console.log(`#${order.id} ${order.name} (${order.status ?? 'no status'})`);
}
