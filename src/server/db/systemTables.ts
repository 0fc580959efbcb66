import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What a migration found in the data it kept: references to rows that do not exist when the
 * foreign keys were added (they stay, marked NOT VALID, for a person to repair).
 */
export const migrationReports = pgTable('migration_reports', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  migration: text('migration').notNull(),
  tableName: text('table_name').notNull(),
  columnName: text('column_name').notNull(),
  dangling: integer('dangling').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * How many rows a resource that declares `countedBy` has per value of that field, per soft
 * deletion and per month of creation (UTC), kept by triggers in the same transaction as every
 * write (migrations `0006_list_scale.sql`, `0015_month_counts.sql`): a list filtered by
 * nothing else reads its exact total here instead of counting the table, and a deep page of
 * it finds the month it starts in here instead of walking every newer row (monthSeek.ts).
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    resource: text('resource').notNull(),
    key: text('key').notNull(),
    deleted: boolean('deleted').notNull(),
    /** The first instant of the rows' month of creation, in UTC. */
    month: timestamp('month', { withTimezone: true, mode: 'date' }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.resource, t.key, t.deleted, t.month] })],
);
