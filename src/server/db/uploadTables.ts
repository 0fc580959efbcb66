import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Files stored by POST /uploadFile: who uploaded which path, so only they or a manager delete it. */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Public path of the file, e.g. /uploads/2026/11/<random>.png. */
    path: text('path').notNull(),
    /** Public path of its small thumbnail (a few kB WebP), or null when none was made. */
    previewPath: text('preview_path'),
    userId: integer('user_id').notNull(),
    type: text('type').notNull(),
    orderId: integer('order_id'),
    channelId: integer('channel_id'),
    tags: text('tags').array(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_path_idx').on(t.path), index('uploads_user_id_idx').on(t.userId)],
);
