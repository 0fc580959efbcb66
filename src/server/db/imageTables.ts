import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The search-by-image index: one descriptor per stored image (uploads.path), written when the
 * image is uploaded or first indexed and removed with it. The descriptor's layout belongs to
 * modules/imageSearch; `version` says which layout wrote it, so a new layout re-indexes.
 */
export const imageFeatures = pgTable(
  'image_features',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    path: text('path').notNull(),
    version: integer('version').notNull(),
    descriptor: bytea('descriptor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('image_features_path_idx').on(t.path)],
);

/**
 * Cards brought in from an outside board (Trello), so importing the same board again creates
 * no second order: one row per (source, card id) with the order it became.
 */
export const importedCards = pgTable(
  'imported_cards',
  {
    source: text('source').notNull(),
    cardId: text('card_id').notNull(),
    boardId: text('board_id').notNull(),
    orderId: integer('order_id').notNull(),
    logId: integer('log_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.cardId] }), index('imported_cards_order_id_idx').on(t.orderId)],
);

/**
 * Upload links mailed to a customer (POST /file/createLink): a page without an account where
 * they upload the original files of one order. Only the token's SHA-256 is kept.
 */
export const uploadLinks = pgTable(
  'upload_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    orderId: integer('order_id').notNull(),
    email: text('email').notNull(),
    createdBy: integer('created_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    uploadCount: integer('upload_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('upload_links_token_hash_idx').on(t.tokenHash),
    index('upload_links_order_id_idx')
      .on(t.orderId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
