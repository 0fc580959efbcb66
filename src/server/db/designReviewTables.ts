import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MarkAuthorKind, MarkKind, MarkPoint, MarkStatus, ReviewDecision } from '../../shared/domain/designReview';
import type { OrderStatus } from '../../shared/domain/orderStatus';
import { resourceTable } from './columns';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const orderId = () =>
  integer('order_id')
    .notNull()
    .references(() => resourceTable('orders').id);
const userRef = (name: string) => integer(name).references(() => resourceTable('users').id, { onDelete: 'set null' });

/**
 * Customer review links (issue 38): a page without an account where the customer sees an order's
 * design and approves it or asks for changes. Only the token's SHA-256 is kept. A link works
 * while the order's current history entry is still `history_id`, the one it was sent at.
 */
export const reviewLinks = pgTable(
  'review_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    orderId: orderId(),
    historyId: integer('history_id')
      .notNull()
      .references(() => resourceTable('orderHistories').id),
    /** The order's status when the link was sent. */
    status: text('status').$type<OrderStatus>().notNull(),
    email: text('email'),
    createdBy: userRef('created_by'),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    lastUsedAt: instant('last_used_at'),
    decision: text('decision').$type<ReviewDecision>(),
    decidedAt: instant('decided_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_links_token_hash_idx').on(t.tokenHash), index('review_links_order_id_idx').on(t.orderId)],
);

/**
 * Marks on an image of a version of an order's design (issue 38): a shape in coordinates
 * relative to the image, a comment and a thread. A version is the history entry whose products
 * are its images (`version_history_id`); `step_history_id` is the entry that was current when
 * the mark was made, the step it belongs to.
 */
export const designMarks = pgTable(
  'design_marks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: orderId(),
    versionHistoryId: integer('version_history_id')
      .notNull()
      .references(() => resourceTable('orderHistories').id),
    imageIndex: integer('image_index').notNull(),
    kind: text('kind').$type<MarkKind>().notNull(),
    points: jsonb('points').$type<MarkPoint[]>().notNull(),
    body: text('body').notNull(),
    status: text('status').$type<MarkStatus>().notNull().default('open'),
    forCustomer: boolean('for_customer').notNull().default(false),
    authorKind: text('author_kind').$type<MarkAuthorKind>().notNull(),
    /** Null for the customer. */
    authorId: userRef('author_id'),
    customerName: text('customer_name'),
    /** Null for staff. */
    reviewLinkId: integer('review_link_id').references(() => reviewLinks.id, { onDelete: 'set null' }),
    stepHistoryId: integer('step_history_id').references(() => resourceTable('orderHistories').id),
    resolvedBy: userRef('resolved_by'),
    resolvedAt: instant('resolved_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('design_marks_order_id_idx').on(t.orderId, t.id),
    index('design_marks_version_history_id_idx').on(t.versionHistoryId),
    index('design_marks_step_history_id_idx')
      .on(t.stepHistoryId)
      .where(sql`${t.stepHistoryId} is not null`),
  ],
);

/** A mark's thread: replies by staff or by the customer through a review link. */
export const designMarkReplies = pgTable(
  'design_mark_replies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    markId: integer('mark_id')
      .notNull()
      .references(() => designMarks.id, { onDelete: 'cascade' }),
    authorKind: text('author_kind').$type<MarkAuthorKind>().notNull(),
    authorId: userRef('author_id'),
    customerName: text('customer_name'),
    body: text('body').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('design_mark_replies_mark_id_idx').on(t.markId, t.id)],
);
