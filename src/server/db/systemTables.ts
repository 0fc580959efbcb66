import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
