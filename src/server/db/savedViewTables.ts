import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SavedViewState } from '../../shared/domain/savedView';
import { resourceTable } from './columns';

/**
 * Saved list views (issue 12): a list's search, filters, sort and page size under a name,
 * owned by one person (gone with them) and shared with a role when `role_id` is set (a role
 * deleted leaves the view private). One name per owner and list.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => resourceTable('users').id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    name: text('name').notNull(),
    state: jsonb('state').$type<SavedViewState>().notNull(),
    roleId: integer('role_id').references(() => resourceTable('roles').id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_user_id_resource_name_idx').on(t.userId, t.resource, t.name),
    index('saved_views_resource_role_id_idx').on(t.resource, t.roleId),
  ],
);
