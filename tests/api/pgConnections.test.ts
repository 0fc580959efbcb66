import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connection';
import { comments, orders } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './harness';

/**
 * The connections to PostgreSQL. The statements whose plan is fixed run as named statements,
 * prepared once per connection (db/namedStatements.ts), and the others stay unnamed: a
 * transaction keeps one connection, whose prepared statements `pg_prepared_statements` lists.
 * An instance keeps at most its pool size of connections (DATABASE_POOL_SIZE).
 */
let t: TestApp;

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
        const runs = Array.from({ length: 4 }, async () => {
          const result: unknown = await database.db.execute(sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`);
          return (result as { rows: { pid: number }[] }).rows[0].pid;
        });
        return new Set(await Promise.all(runs)).size;
      } finally {
        await database.close();
      }
    };
    expect(await pids(1)).toBe(1);
    expect(await pids(4)).toBe(4);
  });
});
