import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { act, call, list } from './harness';

/** The demo accounts design review's tests use. */
export const REVIEW_ACCOUNTS = ['manager', 'sale', 'leader', 'designer', 'outsource', 'viewer'] as const;
export type ReviewAccount = (typeof REVIEW_ACCOUNTS)[number];

type Json = Record<string, unknown>;

/** A new order at new_deal, cloned from a seeded order that has a customer. */
export async function freshOrder(app: FastifyInstance, manager: string): Promise<{ id: number; customerId: number }> {
  const { results } = await list<{ id: number; customerId: number | null }>(app, manager, 'orders', {
    limit: 50,
    orderBy: 'id',
  });
  const source = results.find((o) => o.customerId !== null);
  if (!source) throw new Error('no seeded order with a customer');
  const res = await call(app, manager, 'POST', `/orders/${source.id}/clone`);
  expect(res.statusCode, res.body).toBeLessThan(300);
  const order = res.json<{ id: number; customerId: number }>();
  return { id: order.id, customerId: order.customerId };
}

/** A workflow step as a client makes it; fails the test unless it is taken. */
export async function step(
  app: FastifyInstance,
  token: string,
  body: Json,
): Promise<Json & { id: number; status: string }> {
  const res = await act(app, token, '/orderHistories', body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

/** Forces an order to a status, with products: a version of its design at that step. */
export async function forceTo(
  app: FastifyInstance,
  manager: string,
  orderId: number,
  status: string,
  products?: string[],
) {
  const res = await act(app, manager, '/orderHistories/force', { orderId, status, ...(products ? { products } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ id: number; status: string }>();
}

/** A box on the first image of a version. */
export const box = (version = 1, body = 'Make the logo bigger', imageIndex = 0) => ({
  version,
  imageIndex,
  shape: {
    kind: 'box',
    points: [
      [0.1, 0.1],
      [0.5, 0.4],
    ],
  },
  body,
});
