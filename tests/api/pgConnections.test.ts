import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/connection';
import { comments, orders } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './harness';

/**
 * The connections to PostgreSQL. The statements whose plan is fixed run as named statements,
 * prepared once per connection (db/namedStatements.ts), and the others stay unnamed: a
 * transaction keeps one connection, whose prepared statements `pg_prepared_statements` lists.
 * An instance keeps at most its pool size of connections (DATABASE_POOL_SIZE), and keeps them
 * when idle.
 */
let t: TestApp;

/** The PostgreSQL backend (its process id) that ran a statement of `database`, after `also` seconds of sleep. */
async function backendPid(database: Database, also = 0): Promise<number> {
  const result: unknown = await database.db.execute(sql`SELECT pg_backend_pid() AS pid, pg_sleep(${also})`);
  return (result as { rows: { pid: number }[] }).rows[0].pid;
}

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe.runIf(process.env.TEST_DB === 'postgres')('the connections to PostgreSQL: named statements, pool size', () => {
  it('prepares a one-row insert and a read by id, not a filtered list, and answers as before', async () => {
    const prepared = await t.database.db.transaction(async (tx) => {
      const [order] = await tx.select({ id: orders.id }).from(orders).limit(1);
      const [comment] = await tx.insert(comments).values({ content: 'named', orderId: order.id }).returning();
      // Twice: the second run uses the statement prepared by the first.
      for (let i = 0; i < 2; i++) {
        const [again] = await tx.select().from(comments).where(eq(comments.id, comment.id));
        expect(again.content).toBe('named');
      }
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.status, 'done'));
      const result: unknown = await tx.execute(sql`SELECT name, statement FROM pg_prepared_statements`);
      return (result as { rows: { name: string; statement: string }[] }).rows;
    });
    const statements = prepared.map((p) => p.statement);
    expect(statements.some((s) => s.startsWith('insert into "comments"'))).toBe(true);
    expect(statements.some((s) => /^select .* from "comments" where "comments"\."id" = \$1$/.test(s))).toBe(true);
    expect(statements.some((s) => s.includes('"orders"."status" = $1'))).toBe(false);
    expect(statements.some((s) => /^select "id" from "orders" limit/.test(s))).toBe(false);
    expect(prepared.every((p) => /^stmt_[0-9a-f]{20}$/.test(p.name))).toBe(true);
  });

  it('keeps at most DATABASE_POOL_SIZE connections: statements at once share them', async () => {
    const pids = async (poolSize: number) => {
      const database = await openDatabase({ databaseUrl: t.databaseUrl, poolSize });
      try {
        const runs = Array.from({ length: 4 }, () => backendPid(database, 0.05));
        return new Set(await Promise.all(runs)).size;
      } finally {
        await database.close();
      }
    };
    expect(await pids(1)).toBe(1);
    expect(await pids(4)).toBe(4);
  });

  it('keeps an idle connection past the 10 s after which pg-pool closes one by default', async () => {
    const database = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 1 });
    const pid = () => backendPid(database);
    // Only setTimeout is faked, from before the first statement: pg-pool starts its idle timer
    // when the connection comes back to the pool.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const first = await pid();
      await new Promise((resolve) => setImmediate(resolve));
      vi.advanceTimersByTime(60_000);
      await new Promise((resolve) => setImmediate(resolve));
      expect(await pid()).toBe(first);
    } finally {
      vi.useRealTimers();
      await database.close();
    }
  });

  it('opens another connection when the database closes a kept one, and goes on answering', async () => {
    const database = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 1 });
    const pid = () => backendPid(database);
    // Without a listener the pool throws its error where no one catches it: the server would stop.
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const first = await pid();
      await t.database.db.execute(sql`SELECT pg_terminate_backend(${first})`);
      // Idle meanwhile, so that the end reaches the kept connection and not a statement on it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect.poll(async () => pid().catch(() => first), { timeout: 5_000 }).not.toBe(first);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await database.close();
    }
  });
});
