import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, orders } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './harness';

/**
 * On PostgreSQL, the statements whose plan is fixed run as named statements, prepared once per
 * connection (db/namedStatements.ts); the others stay unnamed. A transaction keeps one
 * connection, whose prepared statements `pg_prepared_statements` lists.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe.runIf(process.env.TEST_DB === 'postgres')('named statements on PostgreSQL', () => {
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
});
