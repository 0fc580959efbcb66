import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { nameFixedPlans, planIsFixed, statementNameOf } from './namedStatements';
import * as schema from './schema';

const { comments, orderHistories, orders } = schema;
const db = drizzle.mock({ schema });
const text = (query: { toSQL(): { sql: string } }) => query.toSQL().sql;

describe('statementNameOf', () => {
  it('names each text by its hash up to the limit, then leaves new texts unnamed', () => {
    const named = new Set<string>();
    const a = statementNameOf('SELECT 1', named, 2);
    const b = statementNameOf('SELECT 2', named, 2);
    expect(a).toMatch(/^stmt_[0-9a-f]{20}$/);
    expect(b).toMatch(/^stmt_[0-9a-f]{20}$/);
    expect(b).not.toBe(a);
    expect(statementNameOf('SELECT 3', named, 2)).toBeUndefined();
    // A text named before the limit keeps its name.
    expect(statementNameOf('SELECT 1', named, 2)).toBe(a);
    expect(named.size).toBe(2);
  });
});

describe('planIsFixed, on the texts drizzle writes', () => {
  it('holds for a one-row insert, alone or after a with', () => {
    expect(planIsFixed(text(db.insert(comments).values({ content: 'a', orderId: 1 }).returning()))).toBe(true);
    const entry = db
      .$with('first_entry')
      .as(db.insert(orderHistories).values({ orderId: 1, status: 'pre_order' }).returning({ id: orderHistories.id }));
    expect(
      planIsFixed(
        text(
          db.with(entry).insert(orders).values({ name: 'x', thumbnail: 'x.png', finishedDate: new Date() }).returning(),
        ),
      ),
    ).toBe(true);
  });

  it('holds for a read, update or delete of the row with an id', () => {
    expect(planIsFixed(text(db.select().from(orders).where(eq(orders.id, 1))))).toBe(true);
    expect(planIsFixed(text(db.select({ id: orders.id }).from(orders).where(eq(orders.id, 1)).for('update')))).toBe(
      true,
    );
    const live = and(eq(orders.id, 1), eq(orders.isDelete, false), sql`exists (select 1 from users)`);
    expect(planIsFixed(text(db.select().from(orders).where(live).limit(1)))).toBe(true);
    expect(planIsFixed(text(db.update(orders).set({ status: 'done' }).where(eq(orders.id, 1)).returning()))).toBe(true);
    expect(planIsFixed(text(db.delete(comments).where(eq(comments.id, 1))))).toBe(true);
    const oneOf = and(inArray(orders.id, [1]), eq(orders.isDelete, false));
    expect(planIsFixed(text(db.select().from(orders).where(oneOf)))).toBe(true);
  });

  it('holds for SQL written in the code: the audit insert and its notice', () => {
    const audit = `
    WITH inserted AS (insert into "audit_events" ("id", "summary") values (default, $1) returning "id")
    SELECT pg_notify($2, batches.ids) FROM (
      SELECT string_agg(id::text, ',' ORDER BY id) AS ids
      FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1) / $3 AS batch FROM inserted) AS numbered
      GROUP BY batch ORDER BY batch
    ) AS batches`;
    expect(planIsFixed(audit)).toBe(true);
    expect(planIsFixed(audit.replace('values (default, $1)', 'values (default, $1), (default, $4)'))).toBe(false);
  });

  it('does not hold where the values could change the best plan', () => {
    // Several rows of values: the text changes with their number.
    expect(
      planIsFixed(
        text(
          db.insert(comments).values([
            { content: 'a', orderId: 1 },
            { content: 'b', orderId: 2 },
          ]),
        ),
      ),
    ).toBe(false);
    // A list, a filter that is not the id, a join, an id among others.
    expect(planIsFixed(text(db.select().from(orders).orderBy(desc(orders.createdAt)).limit(50)))).toBe(false);
    expect(planIsFixed(text(db.select().from(orders).where(eq(orders.status, 'done'))))).toBe(false);
    expect(planIsFixed(text(db.update(orders).set({ status: 'done' }).where(eq(orders.customerId, 1))))).toBe(false);
    expect(
      planIsFixed(
        text(
          db
            .select()
            .from(orders)
            .where(inArray(orders.id, [1, 2])),
        ),
      ),
    ).toBe(false);
    expect(
      planIsFixed(
        text(db.select().from(orders).innerJoin(comments, eq(comments.orderId, orders.id)).where(eq(orders.id, 1))),
      ),
    ).toBe(false);
    const either = sql`(${orders.id} = ${1} or ${orders.status} = ${'done'})`;
    expect(planIsFixed(text(db.select().from(orders).where(either)))).toBe(false);
    // A subquery before the where: its id is not the statement's.
    expect(planIsFixed('select (select count(*) from "comments" where "comments"."id" = $1) from "orders"')).toBe(
      false,
    );
    expect(planIsFixed('SELECT nextval($1)')).toBe(false);
  });
});

describe('nameFixedPlans', () => {
  /** A pool's stand-in: it emits `connect` with a client whose `query` records what it is sent. */
  function connectedClient() {
    const pool = new EventEmitter();
    nameFixedPlans(pool as unknown as pg.Pool);
    const sent = vi.fn((config: unknown) => config);
    const client = { query: sent } as unknown as pg.PoolClient;
    pool.emit('connect', client);
    return { client, sent };
  }

  it('names the statements whose plan is fixed and passes the rest as they were', async () => {
    const { client, sent } = connectedClient();
    const fixed = { text: 'select "id" from "orders" where "orders"."id" = $1', values: [1] };
    await client.query(fixed);
    expect(sent.mock.calls[0][0]).toEqual({ ...fixed, name: statementNameOf(fixed.text) });
    const list = { text: 'select "id" from "orders" where "orders"."status" = $1', values: ['done'] };
    await client.query(list);
    expect(sent.mock.calls[1][0]).toBe(list);
    // A name given by the caller, and a plain string, are left alone.
    const own = { ...fixed, name: 'mine' };
    await client.query(own);
    expect(sent.mock.calls[2][0]).toBe(own);
    await client.query('BEGIN');
    expect(sent.mock.calls[3][0]).toBe('BEGIN');
  });
});
