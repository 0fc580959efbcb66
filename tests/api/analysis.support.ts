import type { FastifyInstance } from 'fastify';
import { MAX_PAGE_SIZE } from '../../src/shared/api/listQuery';
import { call } from './harness';

/**
 * What the analysis tests compute on their own: every row of a list through the public
 * `GET /{resource}`, and the figures of docs/figures.md over those rows in plain JavaScript.
 */

export type OrderRow = {
  id: number;
  status: string | null;
  priceOrder: number | null;
  paymentStatus: string | null;
  customerId: number | null;
  channelId: number | null;
  nicheId: number | null;
  designerId: number | null;
  createdAt: string;
};

/** A query string's values: text as it is, anything else (a filter) as JSON. */
export const queryOf = (query: Readonly<Record<string, unknown>>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));

/** `GET path` with such a query, as `token` (null: no session). */
export const getWith = (
  app: FastifyInstance,
  token: string | null,
  path: string,
  query: Readonly<Record<string, unknown>> = {},
) => call(app, token, 'GET', path, undefined, queryOf(query));

/** Every row a caller lists, page by page. */
export async function listAll<T>(
  app: FastifyInstance,
  token: string,
  resource: string,
  query: Record<string, string | object> = {},
): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const res = await getWith(app, token, `/${resource}`, {
      ...query,
      limit: String(MAX_PAGE_SIZE),
      offset: String(offset),
    });
    if (res.statusCode !== 200) throw new Error(`GET /${resource} answered ${res.statusCode}: ${res.body}`);
    const body = res.json<{ results: T[]; total: number }>();
    rows.push(...body.results);
    if (body.results.length < MAX_PAGE_SIZE) return rows;
  }
}

/** Revenue of orders: their prices, canceled ones left out. */
export const revenueOf = (orders: readonly OrderRow[]) =>
  orders.filter((o) => o.status !== 'canceled').reduce((sum, o) => sum + (o.priceOrder ?? 0), 0);

/** Orders, number of distinct customers and revenue per key. */
export function groupOrders(orders: readonly OrderRow[], keyOf: (o: OrderRow) => number | string | null) {
  const groups = new Map<number | string | null, OrderRow[]>();
  for (const o of orders) groups.set(keyOf(o), [...(groups.get(keyOf(o)) ?? []), o]);
  return new Map(
    [...groups].map(([key, rows]) => [
      key,
      {
        totalOrder: rows.length,
        totalCustomer: new Set(rows.flatMap((o) => (o.customerId === null ? [] : [o.customerId]))).size,
        totalRevenue: revenueOf(rows),
      },
    ]),
  );
}

/** The calendar day of an instant in Vietnam (UTC+7 all year round). */
export const vietnamDay = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 10);

/** A range as the filters write it, from days ago to days ahead of now, at Vietnam's midnight. */
export function daysAround(fromDaysAgo: number, toDaysAhead: number): { $gte: string; $lt: string } {
  const midnight = (days: number) => {
    const day = vietnamDay(new Date(Date.now() + days * 86_400_000).toISOString());
    return `${day}T00:00:00+07:00`;
  };
  return { $gte: midnight(-fromDaysAgo), $lt: midnight(toDaysAhead) };
}
