import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus } from '../../shared/domain/webhook';
import { resourceTable } from './columns';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Outgoing webhooks (issue 36): a URL subscribed to some events, signed with its own secret
 * (Standard Webhooks `whsec_…`). Switched off with a reason when its deliveries keep failing;
 * its owner (the manager who made it) is told.
 */
export const webhooks = pgTable('webhooks', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  description: text('description'),
  secret: text('secret').notNull(),
  active: boolean('active').notNull().default(true),
  disabledReason: text('disabled_reason'),
  disabledAt: instant('disabled_at'),
  ownerId: integer('owner_id').references(() => resourceTable('users').id, { onDelete: 'set null' }),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * One message to one subscription: written by the database in the transaction of the write it
 * announces (a trigger on `audit_events`, migration 0022), claimed by one server instance at a
 * time (`FOR UPDATE SKIP LOCKED`, with a lease in `locked_until`) and retried on its schedule.
 * `tries` counts the attempts since it was queued (a resend queues it again); its
 * `message_id` (the `webhook-id` header) never changes.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    auditEventId: integer('audit_event_id'),
    /** The JSON body, as text: the bytes signed and sent are the same at every attempt. */
    payload: text('payload').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    tries: integer('tries').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lockedUntil: instant('locked_until'),
    claimToken: text('claim_token'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_message_id_idx').on(t.messageId),
    index('webhook_deliveries_webhook_id_id_idx').on(t.webhookId, t.id),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Each attempt to deliver, kept for the delivery log: the answer's status or the error, and how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: instant('attempted_at').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_id_idx').on(t.deliveryId)],
);
