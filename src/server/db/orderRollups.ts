import { REPORT_TIME_ZONE } from '../../shared/domain/period';
import { PAID_STATUS } from '../../shared/domain/figures';
import type { Db } from './db';
import { digestOf, keepDerived, statementTrigger, triggerFunction, type DerivedDefinition } from './derivedTables';

/**
 * Installs and fills the roll-ups of rollupTables.ts: statement triggers on `orders` that add
 * each write's live orders to their day's and month's cells and take away what they were
 * before, in the write's transaction. Written here once, as text, and kept by
 * `keepDerived`: a change to these statements (a new dimension, another time zone) rebuilds
 * every cell from the orders at the next start, as the kept JSON is rebuilt.
 */

const FAMILY = { digestsTable: 'rollup_definitions', lockKey: 0x726f6c6c /* 'roll' */ };

/** A roll-up table and the order columns its cells are keyed by (SQL over an order row). */
interface Rollup {
  readonly table: string;
  readonly keys: readonly { readonly column: string; readonly value: string }[];
}

const ROLLUPS: readonly Rollup[] = [
  {
    table: 'order_rollups',
    keys: [
      { column: 'status', value: 'status' },
      { column: 'customer_id', value: 'customer_id' },
      { column: 'niche_id', value: 'niche_id' },
      { column: 'channel_id', value: 'channel_id' },
    ],
  },
  {
    table: 'designer_rollups',
    keys: [
      { column: 'status', value: 'status' },
      { column: 'designer_id', value: 'designer_id' },
      { column: 'paid', value: `coalesce(payment_status = '${PAID_STATUS}', false)` },
      { column: 'customer_id', value: 'customer_id' },
    ],
  },
];

/** The columns of an order the cells read: an update that changes none of them changes no cell. */
const READ = [
  'created_at',
  'is_delete',
  'price_order',
  'status',
  'customer_id',
  'niche_id',
  'channel_id',
  'designer_id',
  'payment_status',
];
const untouched = `IF NOT EXISTS (SELECT 1 FROM before_rows b JOIN after_rows a ON a.id = b.id
    WHERE (${READ.map((c) => `b.${c}`).join(', ')}) IS DISTINCT FROM (${READ.map((c) => `a.${c}`).join(', ')})) THEN
    RETURN NULL;
  END IF`;

const local = `(created_at AT TIME ZONE '${REPORT_TIME_ZONE}')`;
/** The first day of the cell an order falls in, for each span. */
const SPANS = [
  { span: 'day', start: `${local}::date` },
  { span: 'month', start: `date_trunc('month', ${local})::date` },
];

/** The live orders of `source` as signed changes of their cells (`sign` 1 adds, -1 takes away). */
const changes = (rollup: Rollup, source: string, sign: 1 | -1) =>
  SPANS.map(
    ({ span, start }) =>
      `SELECT '${span}' AS span, ${start} AS start, ${rollup.keys.map((k) => `${k.value} AS ${k.column}`).join(', ')},
        ${sign} AS orders, ${sign} * coalesce(price_order, 0) AS price FROM ${source} WHERE NOT is_delete`,
  ).join('\n      UNION ALL ');

/**
 * Adds the changes to the cells, in key order (two writers lock cells in the same order, so
 * they cannot deadlock); cells whose changes cancel out are not touched.
 */
function upsert(rollup: Rollup, sources: readonly { readonly name: string; readonly sign: 1 | -1 }[]): string {
  const key = ['span', 'start', ...rollup.keys.map((k) => k.column)].join(', ');
  const union = sources.map((s) => changes(rollup, s.name, s.sign)).join('\n      UNION ALL ');
  return `INSERT INTO ${rollup.table} (${key}, orders, price)
    SELECT ${key}, sum(orders), sum(price) FROM (
      ${union}
    ) AS changes
    GROUP BY ${key} HAVING sum(orders) <> 0 OR sum(price) <> 0 ORDER BY ${key}
    ON CONFLICT (${key}) DO UPDATE
    SET orders = ${rollup.table}.orders + excluded.orders, price = ${rollup.table}.price + excluded.price`;
}

const EVENTS = [
  {
    name: 'inserted',
    event: 'INSERT',
    transition: 'REFERENCING NEW TABLE AS inserted',
    sources: [{ name: 'inserted', sign: 1 }],
  },
  {
    name: 'deleted',
    event: 'DELETE',
    transition: 'REFERENCING OLD TABLE AS removed',
    sources: [{ name: 'removed', sign: -1 }],
  },
  {
    name: 'updated',
    event: 'UPDATE',
    transition: 'REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows',
    sources: [
      { name: 'after_rows', sign: 1 },
      { name: 'before_rows', sign: -1 },
    ],
  },
] as const;

function definition(): DerivedDefinition {
  const install = [
    ...EVENTS.flatMap((e) => [
      triggerFunction(
        `orders_rollup_${e.name}`,
        [...(e.name === 'updated' ? [untouched] : []), ...ROLLUPS.map((r) => upsert(r, e.sources))].join(';\n  '),
      ),
      statementTrigger(`orders_rollup_${e.name}`, 'orders', e.event, e.transition, `orders_rollup_${e.name}`),
    ]),
    triggerFunction('orders_rollup_truncated', ROLLUPS.map((r) => `DELETE FROM ${r.table}`).join(';\n  ')),
    statementTrigger('orders_rollup_truncated', 'orders', 'TRUNCATE', '', 'orders_rollup_truncated'),
  ];
  const refill = ROLLUPS.flatMap((r) => [`DELETE FROM ${r.table}`, upsert(r, [{ name: 'orders', sign: 1 }])]);
  return { name: 'order_rollups', sources: ['orders'], install, refill, digest: digestOf([...install, ...refill]) };
}

/** Installs the roll-ups' triggers and fills them when their definition changed (run after the migrations). */
export const keepOrderRollups = (db: Db): Promise<string[]> => keepDerived(db, FAMILY, [definition()]);
