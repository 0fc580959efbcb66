import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/connection';
import * as s from '../../src/server/db/schema';
import { generateOrders, seedDemoData } from '../../src/server/seed/index';
import { FORCED_ENTRY_STATUSES } from '../../src/server/seed/historyPaths';
import { verifyPassword } from '../../src/server/modules/auth/password';
import { ORDER_STATUS_TABLE, ORDER_STATUSES, type OrderStatus } from '../../src/shared/domain/orderStatus';
import { ROLE_IDS } from '../../src/shared/domain/roles';
import { createTestApp, demoEmail, type TestApp } from './harness';

/** The accounts of shared/demo-accounts.json, which every test and README example uses. */
const DEMO = [
  [demoEmail('manager'), 'manager', 'manager', false],
  [demoEmail('sale'), 'sale_B_dealer', 'staff', false],
  [demoEmail('leader'), 'cpo', 'staff', false],
  [demoEmail('designer'), 'pd', 'staff', false],
  [demoEmail('outsource'), 'pd', 'staff', true],
  [demoEmail('delivery'), 'delivery_GD', 'staff', false],
  [demoEmail('guarantee'), 'gua_pd', 'staff', false],
  [demoEmail('qa'), 'cao', 'staff', false],
  [demoEmail('customer'), 'customer', 'staff', false],
  [demoEmail('viewer'), 'cbo', 'staff', false],
] as const;

/** The harness seeds with the current time: everything must lie before this instant plus the run. */
const NOW = new Date();
let t: TestApp;
let database: Database;

const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
};

beforeAll(async () => {
  t = await createTestApp();
  database = t.database;
});

afterAll(async () => {
  await t.close();
});

describe('demo seed', () => {
  it('creates every role with the ids of the role-id map', async () => {
    const roles = await rows<{ id: number; name: string }>(sql`SELECT id, name FROM roles ORDER BY id`);
    expect(Object.fromEntries(roles.map((r) => [r.name, r.id]))).toEqual(ROLE_IDS);
    const [next] = await database.db.insert(s.roles).values({ name: 'extra' }).returning({ id: s.roles.id });
    expect(next.id).toBeGreaterThan(24);
  });

  it('creates the demo accounts with their role, scope, outsourcing and the role default permissions', async () => {
    const users = await rows<{
      email: string;
      role_id: number;
      scope: string;
      is_outsource: boolean;
      password: string;
      permission: unknown;
      rp: unknown;
      customer_id: number | null;
    }>(sql`SELECT u.*, r.permission AS rp FROM users u JOIN roles r ON r.id = u.role_id`);
    for (const [email, role, scope, outsourced] of DEMO) {
      const user = users.find((u) => u.email === email);
      expect(user, email).toBeDefined();
      expect(user!.role_id, email).toBe(ROLE_IDS[role]);
      expect(user!.scope, email).toBe(scope);
      expect(user!.is_outsource, email).toBe(outsourced);
      expect(user!.permission, email).toEqual(user!.rp);
    }
    expect(await verifyPassword(users[0].password, 'demo1234')).toBe(true);
    expect(users.find((u) => u.email === demoEmail('customer'))!.customer_id).not.toBeNull();
    const viewer = users.find((u) => u.email === demoEmail('viewer'))!;
    expect(viewer.permission).toEqual({ customers: ['get', 'getOne'], orders: ['get', 'getOne'] });
  });

  it('creates at least 300 orders over the last 12 months in every status', async () => {
    const counts = await rows<{ status: string; n: number; oldest: string; newest: string }>(
      sql`SELECT status, count(*)::int AS n, min(created_at) AS oldest, max(created_at) AS newest FROM orders GROUP BY status`,
    );
    expect(counts.reduce((a, c) => a + c.n, 0)).toBeGreaterThanOrEqual(300);
    expect(counts.map((c) => c.status).sort()).toEqual([...ORDER_STATUSES].sort());
    const oldest = Math.min(...counts.map((c) => new Date(c.oldest).getTime()));
    expect(NOW.getTime() - oldest).toBeLessThanOrEqual(366 * 86_400_000);
    expect(NOW.getTime() - oldest).toBeGreaterThan(200 * 86_400_000);
    expect(Math.max(...counts.map((c) => new Date(c.newest).getTime()))).toBeLessThan(Date.now());
    const money = await rows<{ bad: number }>(
      sql`SELECT count(*)::int AS bad FROM orders WHERE price_order % 10000 <> 0 OR deal_price % 10000 <> 0 OR payment_status NOT IN ('TT', 'CTT')`,
    );
    expect(money[0].bad).toBe(0);
    const outsourced = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.designer_id WHERE u.email = ${demoEmail('outsource')}`,
    );
    expect(outsourced[0].n).toBeGreaterThan(10);
  });

  it('gives every order a consistent history chain ending at its status', async () => {
    const orders = await rows<{ id: number; status: OrderStatus }>(sql`SELECT id, status FROM orders`);
    const histories = await rows<{
      order_id: number;
      status: OrderStatus;
      accept: boolean | null;
      is_current: boolean;
      assigned_user: number[];
      created_at: string;
    }>(
      sql`SELECT order_id, status, accept, is_current, assigned_user, created_at FROM order_histories ORDER BY order_id, id`,
    );
    const byOrder = new Map<number, typeof histories>();
    for (const h of histories) byOrder.set(h.order_id, [...(byOrder.get(h.order_id) ?? []), h]);
    for (const order of orders) {
      const chain = byOrder.get(order.id) ?? [];
      expect(chain.length, `order ${order.id}`).toBeGreaterThan(0);
      expect(['pre_order', 'new_deal']).toContain(chain[0].status);
      const last = chain.at(-1)!;
      expect(last).toMatchObject({ status: order.status, accept: null, is_current: true });
      for (let i = 0; i + 1 < chain.length; i++) {
        const [step, next] = [chain[i], chain[i + 1]];
        expect(step.is_current).toBe(false);
        expect(step.assigned_user.length).toBe(1);
        expect(new Date(step.created_at).getTime()).toBeLessThan(new Date(next.created_at).getTime());
        const def = ORDER_STATUS_TABLE[step.status];
        if (step.accept === false) expect(next.status, `order ${order.id}`).toBe(def.reject);
        else if (!FORCED_ENTRY_STATUSES.includes(next.status))
          expect([def.accept, def.extraAccept]).toContain(next.status);
        else expect(step.accept).toBe(true);
      }
    }
  });

  it('fills the other tables', async () => {
    const counts = await rows<Record<string, number>>(sql`SELECT
      (SELECT count(*)::int FROM customers) AS customers,
      (SELECT count(*)::int FROM comments WHERE rate IS NOT NULL AND customer_id IS NOT NULL) AS reviews,
      (SELECT count(*)::int FROM payments WHERE is_confirm) AS confirmed,
      (SELECT count(*)::int FROM mistake_records) AS mistakes,
      (SELECT count(*)::int FROM working_registers) AS registers,
      (SELECT count(*)::int FROM permissions) AS catalogue,
      (SELECT count(*)::int FROM packages WHERE order_used > 0) AS used_packages`);
    expect(counts[0]).toMatchObject({ customers: 60 });
    for (const [key, n] of Object.entries(counts[0])) expect(n, key).toBeGreaterThan(0);
    const names = await rows<{ display_name: string }>(sql`SELECT display_name FROM customers`);
    expect(names.map((n) => n.display_name)).toEqual(
      expect.arrayContaining(['Nguyễn Thị Mai', 'Trần Văn Hùng', 'Olivia Smith']),
    );
  });

  it('does nothing on a database that already has users', async () => {
    expect(await seedDemoData(database.db, { now: NOW })).toBe(false);
  });

  it('generates more orders in batches for benchmarks', async () => {
    const before = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`);
    const added = await generateOrders(database.db, 1500, { now: NOW, seed: 7 });
    const after = await rows<{ n: number; h: number }>(
      sql`SELECT (SELECT count(*)::int FROM orders) AS n, (SELECT count(*)::int FROM order_histories) AS h`,
    );
    expect(after[0].n - before[0].n).toBe(1500);
    expect(added.histories).toBeGreaterThan(1500);
  });
});
