import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../src/shared/domain/orderStatus';
import { drizzleAnalysisRepository } from '../../src/server/modules/analysis/analysis.repository';
import { AnalysisService } from '../../src/server/modules/analysis/analysis.service';
import { rollupAnalysisRepository } from '../../src/server/modules/analysis/rollups.repository';
import { BUCKETS } from '../../src/shared/domain/period';
import { testUser } from '../../src/server/plugins/testUsers';
import { createTestApp, rows, type TestApp } from './harness';

/**
 * The figures read from the roll-ups against the same figures over the orders (issue 39): after
 * random inserts, edits, soft and hard deletes of orders, every report over random ranges
 * (midnights and not, open sides, inclusive or not), statuses, groups and buckets gives the
 * same answer both ways, and the roll-up tables hold what a rebuild from the orders would.
 */

let t: TestApp;
let plain: AnalysisService;
let rolled: AnalysisService;

/** A random number generator with a seed, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}
const SEED = Number(process.env.ROLLUP_SEED ?? 39);
const rnd = random(SEED);

const manager = testUser({ id: 1 });
const sale = testUser({ id: 3, roleId: 3, scope: 'staff', permission: null });

beforeAll(async () => {
  t = await createTestApp();
  plain = new AnalysisService(drizzleAnalysisRepository(t.database.db));
  rolled = new AnalysisService(rollupAnalysisRepository(t.database.db));
});

afterAll(async () => {
  await t.close();
});

const ids = async (table: string) =>
  (await rows<{ id: number }>(t.database, sql.raw(`SELECT id FROM ${table} ORDER BY id`))).map((r) => r.id);

/** Random writes straight to the orders table: what any path of the app (a form, a workflow step, an import, a redo) comes down to. */
async function randomWrites(count: number): Promise<void> {
  const [orderIds, customerIds, nicheIds, channelIds, userIds] = await Promise.all(
    ['orders', 'customers', 'niches', 'channels', 'users'].map(ids),
  );
  const maybe = <T>(list: readonly T[]) => (rnd.chance(0.15) ? null : rnd.pick(list));
  const instant = () => new Date(Date.now() - rnd.int(400 * 86_400_000)).toISOString();
  /** A random value for each counted column of an order. */
  const counted = () => ({
    status: maybe(ORDER_STATUSES),
    customer_id: maybe(customerIds),
    niche_id: maybe(nicheIds),
    channel_id: maybe(channelIds),
    designer_id: maybe(userIds),
    payment_status: maybe(['TT', 'CTT']),
    price_order: rnd.chance(0.1) ? null : rnd.int(5_000_000),
    created_at: instant(),
    is_delete: rnd.chance(0.5),
  });
  for (let i = 0; i < count; i += 1) {
    const id = rnd.pick(orderIds);
    const kind = rnd.int(10);
    if (kind < 3) {
      // A copy of an order with other figures, as the seed's filler writes them.
      const changes = { ...counted(), code: `RU-${SEED}-${i}`, is_delete: false };
      await t.database.db.execute(sql`
        INSERT INTO orders SELECT * FROM jsonb_populate_record(null::orders,
          (SELECT to_jsonb(o) || ${JSON.stringify(changes)}::jsonb || jsonb_build_object('id', nextval(pg_get_serial_sequence('orders', 'id')))
           FROM orders o WHERE id = ${id}))`);
    } else if (kind < 8) {
      const values = counted();
      const column = rnd.pick(Object.keys(values) as (keyof typeof values)[]);
      const value = values[column];
      const cast = column === 'created_at' ? sql`::timestamptz` : sql``;
      await t.database.db.execute(sql`UPDATE orders SET ${sql.identifier(column)} = ${value}${cast} WHERE id = ${id}`);
    } else if (kind < 9) {
      // Several orders at once, as a bulk step does.
      await t.database.db.execute(
        sql`UPDATE orders SET status = ${rnd.pick(ORDER_STATUSES)} WHERE id IN (SELECT id FROM orders ORDER BY random() LIMIT 5)`,
      );
    } else {
      await t.database.db.execute(sql`DELETE FROM order_histories WHERE order_id = ${id}`);
      await t.database.db
        .execute(
          sql`DELETE FROM orders WHERE id = ${id} AND NOT EXISTS (SELECT 1 FROM payments WHERE order_id = ${id})`,
        )
        .catch(() => undefined);
    }
  }
}

/** A random `createdAt` filter: at midnights or not, bounds included or not, a side open. */
function randomRange(): Record<string, string> {
  const day = 86_400_000;
  const from = Date.now() - rnd.int(400) * day - (rnd.chance(0.5) ? 0 : rnd.int(day));
  const length = rnd.pick([rnd.int(day), rnd.int(40) * day, rnd.int(400) * day]) + (rnd.chance(0.5) ? 0 : rnd.int(day));
  const atMidnight = (ms: number) => {
    const local = new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);
    return rnd.chance(0.5) ? new Date(`${local}T00:00:00+07:00`).toISOString() : new Date(ms).toISOString();
  };
  const range: Record<string, string> = {};
  if (!rnd.chance(0.1)) range[rnd.chance(0.5) ? '$gte' : '$gt'] = atMidnight(from);
  if (!rnd.chance(0.1)) range[rnd.chance(0.5) ? '$lt' : '$lte'] = atMidnight(from + length);
  return range;
}

const statusesOf = () => (rnd.chance(0.5) ? undefined : ORDER_STATUSES.filter(() => rnd.chance(0.3)));

/** The same call on both services: equal answers, or equal refusals. */
async function same(call: (service: AnalysisService) => Promise<unknown>): Promise<void> {
  const settle = (service: AnalysisService) =>
    call(service).then(
      (value) => ({ value }),
      (error: unknown) => ({ error: String(error) }),
    );
  const [expected, actual] = await Promise.all([settle(plain), settle(rolled)]);
  expect(actual).toEqual(expected);
}

async function compareReports(rounds: number): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    const user = rnd.chance(0.7) ? manager : sale;
    const createdAt = randomRange();
    const status = statusesOf();
    const filter = JSON.stringify({ createdAt, ...(status ? { status } : {}) });
    await same((s) => s.dashboard(manager, JSON.stringify({ createdAt })));
    await same((s) => s.niches(user, filter));
    await same((s) => s.designers(user, filter));
    const one: OrderStatus = rnd.pick(ORDER_STATUSES);
    await same((s) => s.designersByStatus(user, one, JSON.stringify({ createdAt })));
    const resource = rnd.pick(['orders', 'customers', 'channels', 'niches', 'dealpipelines'] as const);
    const groups =
      resource !== 'orders' && rnd.chance(0.3) ? { id: [1, 2, 3, 4, 5].filter(() => rnd.chance(0.5)) } : {};
    const query = {
      filter: JSON.stringify({ createdAt, ...(status ? { status } : {}), ...groups }),
      bucket: rnd.chance(0.3) ? undefined : rnd.pick(BUCKETS),
      limit: rnd.pick([undefined, 1, 3, 50]),
    };
    await same((s) => s.analyse(user, resource, query));
  }
}

/** The cells as kept, against the cells a rebuild from the live orders would write. */
async function keptCellsDiffer(table: 'order_rollups' | 'designer_rollups'): Promise<number> {
  const keys =
    table === 'order_rollups'
      ? ['status', 'customer_id', 'niche_id', 'channel_id']
      : ['status', 'designer_id', "coalesce(payment_status = 'TT', false)", 'customer_id'];
  const rebuilt = `SELECT span, start, ${keys.join(', ')}, sum(orders)::int, sum(price)::bigint FROM (
      SELECT 'day' AS span, (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS start, *, 1 AS orders, coalesce(price_order, 0) AS price FROM orders WHERE NOT is_delete
      UNION ALL
      SELECT 'month', date_trunc('month', created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, *, 1, coalesce(price_order, 0) FROM orders WHERE NOT is_delete
    ) AS o GROUP BY ${keys
      .map((_, i) => i + 1)
      .concat([keys.length + 1, keys.length + 2])
      .join(', ')}`;
  const kept = `SELECT * FROM ${table} WHERE orders <> 0`;
  const [row] = await rows<{ n: number }>(
    t.database,
    sql.raw(`SELECT count(*)::int AS n FROM ((${kept} EXCEPT ${rebuilt}) UNION ALL (${rebuilt} EXCEPT ${kept})) AS d`),
  );
  return row?.n ?? -1;
}

describe('reports from roll-ups', () => {
  it('hold the cells a rebuild from the orders would write, after random writes', async () => {
    await randomWrites(150);
    expect(await keptCellsDiffer('order_rollups')).toBe(0);
    expect(await keptCellsDiffer('designer_rollups')).toBe(0);
  });

  it('answer every report as the aggregate over the orders does, over random ranges, statuses, groups and buckets', async () => {
    await compareReports(40);
    await randomWrites(100);
    await compareReports(40);
  });
});
