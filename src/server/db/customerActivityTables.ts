import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CustomerActivityKind } from '../../shared/domain/customerActivity';
import { resourceTable } from './columns';

/**
 * Calls, emails and meetings staff log on a customer (issue 41), shown in its activity log
 * beside the derived entries. Gone with the customer; an order or author deleted leaves the
 * entry without them.
 */
export const customerActivities = pgTable(
  'customer_activities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => resourceTable('customers').id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => resourceTable('orders').id, { onDelete: 'set null' }),
    kind: text('kind').$type<CustomerActivityKind>().notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    summary: text('summary').notNull(),
    authorId: integer('author_id').references(() => resourceTable('users').id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('customer_activities_customer_id_at_idx').on(t.customerId, t.at)],
);
