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
 * How many rows a resource that declares `countedBy` has per value of that field and per
 * soft deletion, kept by triggers in the same transaction as every write (see the migration
 * `0006_list_scale.sql`): a list filtered by nothing else reads its exact total here instead
 * of counting the table.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    resource: text('resource').notNull(),
    key: text('key').notNull(),
    deleted: boolean('deleted').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.resource, t.key, t.deleted] })],
);
