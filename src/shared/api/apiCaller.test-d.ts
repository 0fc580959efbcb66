import type { OrderStatus } from '../domain/orderStatus';
import type { ApiCaller } from './apiCaller';

/**
 * Type tests of the typed client, checked by `npm run typecheck`: a misspelt path, a missing
 * or wrong body field and a wrong answer type do not compile.
 */

declare const call: ApiCaller;

export async function typeTests(): Promise<void> {
  const order = await call('GET /orders/:id', { params: { id: 1 }, query: { includes: 'customer' } });
  const status: OrderStatus | null = order.status;
  const created: string = order.createdAt;
  // @ts-expect-error instants arrive as ISO strings, not Dates
  const asDate: Date = order.createdAt;
  void [status, created, asDate];

  const page = await call('GET /customers', { query: { limit: 10, filter: '{}' } });
  const total: number = page.total;
  const name: string = page.results[0].displayName;
  void [total, name];

  // @ts-expect-error misspelt path
  await call('GET /ordres/:id', { params: { id: 1 } });
  // @ts-expect-error the path parameter is required
  await call('GET /orders/:id');

  await call('POST /orders/:id/clone', { params: { id: 3 } });
  await call('POST /niches', { body: { name: 'Pets' } });
  // @ts-expect-error a required body field is missing
  await call('POST /niches', { body: { description: 'no name' } });
  // @ts-expect-error a field of the wrong type
  await call('POST /niches', { body: { name: 4 } });
  // @ts-expect-error the body is required
  await call('POST /orderHistories');

  const step = await call('POST /orderHistories', { body: { orderId: 1, status: 'designer_confirm' } });
  const moved: OrderStatus | null = step.order.status;
  void moved;

  const me = await call('GET /users/me');
  const role: string | undefined = me.role?.name;
  // @ts-expect-error the password never leaves the server
  void me.password;
  void role;
}
