/**
 * A month's payroll at an agency's full size: 500 in-house staff with a year of working
 * registers (about 155,000 days), 100,000 done orders over that year (each with its done
 * history entry) and 5,000 accepted fines, on top of the demo seed. It then times
 * `SalariesService.compute` (the code behind `POST /salaryHistories/compute`):
 * - first: months never computed before (500 rows written, one audit event each);
 * - again: the same months recomputed with nothing changed (figures compared, nothing written);
 * - after a change: one register of every person changed, so every row is rewritten.
 *
 *   npx tsx bench/payroll.ts --db pglite
 *   npx tsx bench/payroll.ts --db postgres
 */
import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, type Db } from '../src/server/db/connection';
import { mistakeRecords, orders, salaryHistories, salaryInfos, users, workingRegisters } from '../src/server/db/schema';
import { seedDemoData } from '../src/server/seed/index';
import { drizzleSalariesRepository, SalariesService } from '../src/server/modules/salaries/index';
import type { AuthUser } from '../src/server/plugins/auth';
import { addMonths, toCalendarDate } from '../src/shared/domain/payroll/calendarDate';
import { defaultPeriod, salaryMonthOf } from '../src/shared/domain/payroll/salaryPeriod';
import { ROLE_IDS } from '../src/shared/domain/roles';
import { startPgCluster } from '../tests/api/pg-cluster';
import { arg, ms, summarize } from './stats';

const engine = arg('db', 'pglite');
const STAFF = Number(arg('staff', '500'));
const ORDERS = Number(arg('orders', '100000'));
const FINES = Number(arg('fines', '5000'));
const MONTHS = Number(arg('months', '6'));

const folder = await mkdtemp(join(tmpdir(), 'bo-bench-payroll-'));
const cluster = engine === 'postgres' ? await startPgCluster() : null;
const database = await openDatabase(
  cluster ? { databaseUrl: await cluster.createDatabase() } : { dataDir: join(folder, 'pglite') },
);
const db: Db = database.db;

/** In-house designers up to STAFF, a year of registers each (Monday to Saturday C1 and C2, C3 one evening in five). */
async function fillStaffAndRegisters(): Promise<void> {
  await db.execute(sql`
    INSERT INTO users (display_name, email, role_id, is_outsource, scope, salary_scheme, coef, coef_o_t)
    SELECT 'Bench staff ' || g, 'bench' || g || '@bench.local', ${ROLE_IDS.pd}, false, 'staff',
           (ARRAY['A1','A2','B1','C1','E'])[1 + g % 5], 1 + (g % 4) * 0.1, 1.5
    FROM generate_series(1, ${STAFF}) AS g`);
  await db.execute(sql`
    INSERT INTO working_registers (user_id, date, working_times, total_hours, total_hours_o_t)
    SELECT u.id, d::date,
           CASE WHEN extract(isodow FROM d) = 7 THEN '[8,9,10,11]'::jsonb
                WHEN (u.id + extract(doy FROM d)::int) % 5 = 0 THEN '[8,9,10,11,13,14,15,16,17,19,20,21,22,23]'::jsonb
                ELSE '[8,9,10,11,13,14,15,16,17]'::jsonb END,
           CASE WHEN extract(isodow FROM d) = 7 THEN 0 ELSE 9 END,
           CASE WHEN extract(isodow FROM d) = 7 THEN 4
                WHEN (u.id + extract(doy FROM d)::int) % 5 = 0 THEN 5 ELSE 0 END
    FROM users u
    CROSS JOIN generate_series(current_date - 365, current_date, interval '1 day') AS d
    WHERE u.email LIKE '%@bench.local'
      AND (extract(isodow FROM d) < 7 OR (u.id + extract(doy FROM d)::int) % 4 = 0)`);
}

/** ORDERS done orders over the last year designed by the bench staff, each with its done step, and FINES accepted fines. */
async function fillOrdersAndFines(): Promise<void> {
  await db.execute(sql`
    WITH staff AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM users WHERE email LIKE '%@bench.local')
    INSERT INTO orders (name, thumbnail, status, finished_date, designer_id, order_feature, price_order, deal_price, created_at, updated_at)
    SELECT 'Bench order ' || g, '/uploads/2026/01/bench.png', 'done', now(), s.id,
           CASE g % 3 WHEN 0 THEN '["highClass"]'::jsonb WHEN 1 THEN '["medium"]'::jsonb ELSE '["basic"]'::jsonb END,
           1000000, 300000,
           now() - (g % 365) * interval '1 day', now() - (g % 365) * interval '1 day'
    FROM generate_series(1, ${ORDERS}) AS g
    JOIN staff s ON s.k = g % ${STAFF}`);
  await db.execute(sql`
    INSERT INTO order_histories (order_id, status, is_current, created_at, updated_at)
    SELECT id, 'done', true, created_at + interval '2 hours', created_at + interval '2 hours'
    FROM orders WHERE name LIKE 'Bench order %'`);
  await db.execute(sql`
    INSERT INTO mistake_records (order_id, victim_id, mistake_type_id, monetary_fine, is_accept, accepted_at)
    SELECT o.id, o.designer_id, (SELECT min(id) FROM mistake_types), 50000 * (1 + o.id % 4), true,
           o.created_at + interval '1 day'
    FROM orders o WHERE o.name LIKE 'Bench order %' AND o.id % ${Math.max(1, Math.round(ORDERS / FINES))} = 0`);
  await db.execute(sql`ANALYZE`);
}

const manager: AuthUser = {
  id: 1,
  email: '',
  displayName: 'bench',
  roleId: ROLE_IDS.manager,
  customerId: null,
  scope: 'manager',
  isOutsource: false,
  permission: null,
};

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

try {
  const started = performance.now();
  await database.migrate();
  await seedDemoData(db);
  await fillStaffAndRegisters();
  await fillOrdersAndFines();
  console.log(
    `${engine}: ${await db.$count(users)} users, ${await db.$count(workingRegisters)} registers, ` +
      `${await db.$count(orders)} orders, ${await db.$count(mistakeRecords)} fines; ` +
      `filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // Months before the seeded ones: never computed.
  const current = salaryMonthOf(toCalendarDate(Date.now()));
  const months = Array.from({ length: MONTHS }, (_, i) => addMonths(current, -4 - i));
  await db.insert(salaryInfos).values(
    months.map((dateMonth) => ({
      dateMonth,
      ...defaultPeriod(dateMonth),
      baseSalary: 8_640_000,
      bonus: { A1: 3_000_000, A2: 2_000_000, A3: 1_000_000 },
      kpis: { A1: { A1: 400_000, A2: 250_000, A3: 120_000 }, A2: { A1: 300_000, A2: 200_000, A3: 100_000 } },
    })),
  );
  const payroll = new SalariesService(drizzleSalariesRepository(db));
  const first: number[] = [];
  const again: number[] = [];
  const changed: number[] = [];
  for (const month of months) {
    first.push(await timed(() => payroll.compute(manager, month)));
    again.push(await timed(() => payroll.compute(manager, month)));
    const { startDate } = defaultPeriod(month);
    await db.execute(sql`
      UPDATE working_registers SET total_hours = total_hours - 1, working_times = '[8,9,10,13,14,15,16,17]'::jsonb
      WHERE date = (${startDate}::date + 1) AND total_hours = 9`);
    changed.push(await timed(() => payroll.compute(manager, month)));
  }
  const rows = await db.$count(salaryHistories);
  for (const [name, sample] of [
    ['first computation', first],
    ['recomputed, nothing changed', again],
    ['recomputed, every row changed', changed],
  ] as const) {
    const s = summarize(sample);
    console.log(`${name.padEnd(32)} median ${ms(s.median)}  max ${ms(s.max)}  (${sample.length} months)`);
  }
  console.log(`${rows} salary rows in all`);
} finally {
  await database.close();
  await cluster?.stop();
  await rm(folder, { recursive: true, force: true });
}
