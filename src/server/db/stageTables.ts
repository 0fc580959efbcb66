import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { resourceTable } from './columns';

/**
 * The stages whose lateness was announced (issue 12, deadlines per stage): one row per history
 * entry, written in the same transaction as the `late` audit event. Its key makes the notice
 * once-only, also with several server instances on one PostgreSQL: a second instance's insert
 * of the same entry waits for the first's commit and then does nothing.
 */
export const stageLateNotices = pgTable(
  'stage_late_notices',
  {
    historyId: integer('history_id')
      .primaryKey()
      .references(() => resourceTable('orderHistories').id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => resourceTable('orders').id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('stage_late_notices_order_id_idx').on(t.orderId)],
);
