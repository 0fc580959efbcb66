/**
 * Outgoing webhooks (issue 36): the events a subscription may choose, derived by the database
 * from the audit trail (migration 0022), and the limits of a subscription. Written once for
 * the server, the contract and the Settings tab.
 */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.status_changed',
  'payment.confirmed',
  'customer.created',
  'mistake_record.accepted',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The ping `POST /webhooks/{id}/test` sends; never chosen as a subscription's event. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The resources whose records the events carry, by the audit trail's resource name. */
export const WEBHOOK_EVENT_RESOURCES = ['orders', 'payments', 'customers', 'mistakeRecords'] as const;

/** The longest URL a subscription takes, in characters. */
export const WEBHOOK_URL_MAX = 2_000;

/** The longest description, in characters. */
export const WEBHOOK_DESCRIPTION_MAX = 500;

/** Subscriptions the office may keep. */
export const WEBHOOKS_MAX = 50;

/** What became of a delivery: waiting for its next attempt, received (2xx), or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
