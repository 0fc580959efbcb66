import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PermissionMap } from '../../shared/domain/permissionKeys';
import { resourceTable } from './columns';

/**
 * Personal access tokens (issue 36): the token itself is never stored, only its SHA-256 and
 * the few characters its lists show. Gone with their owner. Migration 0021's triggers tell
 * the servers' session caches when one is revoked or changed.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => resourceTable('users').id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The start of the token, for recognising it in a list. */
    shown: text('shown').notNull(),
    readOnly: boolean('read_only').notNull(),
    /** The chosen permission keys; null on a read-only token. */
    permission: jsonb('permission').$type<PermissionMap>(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_tokens_token_hash_idx').on(t.tokenHash), index('api_tokens_user_id_idx').on(t.userId)],
);
