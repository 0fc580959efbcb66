import { z } from 'zod';
import { instant } from '../../domain/rowSchema';
import { REQUIRED, tooLong } from '../../domain/validation/messages';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
} from '../../domain/webhook';
import { access, endpoint } from '../endpoint';
import { listQuerySchema, unknownParams } from '../listQuery';
import { idParams, requestBody, successSchema, versionField } from './common';

const tag = 'Webhooks';

export const WEBHOOK_URL_FORMAT = 'An http:// or https:// address, e.g. https://hooks.example.com/back-office.';

/** A subscription's address: http(s), at most 2,000 characters, no user name or password in it. */
export const webhookUrlSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : WEBHOOK_URL_FORMAT) })
  .trim()
  .min(1, { error: REQUIRED })
  .max(WEBHOOK_URL_MAX, { error: tooLong(WEBHOOK_URL_MAX) })
  .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_URL_FORMAT }))
  .refine((url) => !/^[a-z]+:\/\/[^/?#]*@/i.test(url), {
    error: 'Put no user name or password in the address; the signature says who sent it.',
  });

const eventSchema = z.enum(WEBHOOK_EVENTS, {
  error: (issue) => `Each event is one of ${WEBHOOK_EVENTS.join(', ')} (not ${JSON.stringify(issue.input)}).`,
});

/** The events chosen: at least one, each once. */
export const webhookEventsSchema = z
  .array(eventSchema, {
    error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'A list of event names.'),
  })
  .min(1, { error: 'Choose at least one event.' })
  .max(WEBHOOK_EVENTS.length, { error: 'Each event once.' })
  .refine((events) => new Set(events).size === events.length, { error: 'Each event once.' });

const descriptionSchema = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, { error: tooLong(WEBHOOK_DESCRIPTION_MAX) })
  .nullable();

/** `POST /webhooks` */
export const createWebhookBody = requestBody({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  description: descriptionSchema.optional(),
  active: z.boolean().optional(),
});
export type CreateWebhookBody = z.input<typeof createWebhookBody>;

/** `PUT /webhooks/{id}`: any of them; `active: true` switches a disabled subscription on again. */
export const updateWebhookBody = requestBody({
  url: webhookUrlSchema.optional(),
  events: webhookEventsSchema.optional(),
  description: descriptionSchema.optional(),
  active: z.boolean().optional(),
  ...versionField,
}).refine(
  (b) => b.url !== undefined || b.events !== undefined || b.description !== undefined || b.active !== undefined,
  {
    error: 'Send a url, events, a description or active to change.',
  },
);
export type UpdateWebhookBody = z.input<typeof updateWebhookBody>;

/** `GET /webhooks/{id}/deliveries?limit=&offset=` */
export const webhookDeliveriesQuery = z.strictObject(
  { limit: listQuerySchema.shape.limit, offset: listQuerySchema.shape.offset },
  { error: unknownParams },
);

const deliveryStatus = z.enum(WEBHOOK_DELIVERY_STATUSES);

/** The newest delivery of a subscription, for its row in the list. */
const lastDeliverySchema = z.object({
  id: z.number(),
  eventType: z.string(),
  status: deliveryStatus,
  statusCode: z.number().nullable(),
  at: instant,
});

/** A subscription, with its secret (managers only read it) and its newest delivery. */
export const webhookSchema = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(z.string()),
  description: z.string().nullable(),
  /** Standard Webhooks signing secret: `whsec_` and base64. */
  secret: z.string(),
  active: z.boolean(),
  /** Why the server switched it off (its deliveries kept failing); null when on or switched off by hand. */
  disabledReason: z.string().nullable(),
  disabledAt: instant.nullable(),
  ownerId: z.number().nullable(),
  ownerName: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
  lastDelivery: lastDeliverySchema.nullable(),
});
export type Webhook = z.input<typeof webhookSchema>;

/** One attempt of a delivery: the answer's status code or the error, how long it took. */
const attemptSchema = z.object({
  id: z.number(),
  attemptedAt: instant,
  statusCode: z.number().nullable(),
  error: z.string().nullable(),
  durationMs: z.number(),
});

/** One message to a subscription, with every attempt, newest first. */
export const webhookDeliverySchema = z.object({
  id: z.number(),
  webhookId: z.number(),
  /** The `webhook-id` header: the same at every attempt and resend, for the receiver to drop repeats. */
  messageId: z.string(),
  eventType: z.string(),
  status: deliveryStatus,
  /** Attempts since it was (re)queued. */
  tries: z.number(),
  nextAttemptAt: instant.nullable(),
  /** The JSON body sent. */
  payload: z.string(),
  createdAt: instant,
  attempts: z.array(attemptSchema),
});
export type WebhookDelivery = z.input<typeof webhookDeliverySchema>;

const managersOnly = access.rules('managers only');
const GONE = '404 for an unknown subscription.';

/**
 * Outgoing webhooks (issue 36): managers subscribe a URL to events of the office (order
 * created, status changed, payment confirmed, customer created, mistake record accepted);
 * each is POSTed, signed the Standard Webhooks way, and retried for about a day
 * (docs/api.md, Webhooks).
 */
export const webhooksEndpoints = [
  endpoint({
    method: 'GET',
    path: '/webhooks',
    access: managersOnly,
    sessionOnly: true,
    summary: 'Every webhook subscription, oldest first, each with its secret and newest delivery (managers only).',
    tag,
    response: z.object({ results: z.array(webhookSchema) }),
  }),
  endpoint({
    method: 'POST',
    path: '/webhooks',
    access: managersOnly,
    sessionOnly: true,
    summary:
      'Subscribes a URL to events, with a new signing secret; the caller is told when it is switched off. 400 for a private or loopback address unless the server allows them.',
    tag,
    body: createWebhookBody,
    response: webhookSchema,
    status: 201,
  }),
  endpoint({
    method: 'PUT',
    path: '/webhooks/:id',
    access: managersOnly,
    sessionOnly: true,
    summary: `Changes a subscription's URL, events or description, or switches it off or on again; 409 for a stale updatedAt; ${GONE}`,
    tag,
    params: idParams,
    body: updateWebhookBody,
    response: webhookSchema,
  }),
  endpoint({
    method: 'DELETE',
    path: '/webhooks/:id',
    access: managersOnly,
    sessionOnly: true,
    summary: `Deletes a subscription with its delivery log; ${GONE}`,
    tag,
    params: idParams,
    response: successSchema,
  }),
  endpoint({
    method: 'POST',
    path: '/webhooks/:id/rotateSecret',
    access: managersOnly,
    sessionOnly: true,
    summary: `Replaces the signing secret; the next attempts are signed with the new one. ${GONE}`,
    tag,
    params: idParams,
    response: webhookSchema,
  }),
  endpoint({
    method: 'POST',
    path: '/webhooks/:id/test',
    access: managersOnly,
    sessionOnly: true,
    summary: `Queues a webhook.test ping to the subscription; 409 when it is switched off. ${GONE}`,
    tag,
    params: idParams,
    response: webhookDeliverySchema,
    status: 201,
  }),
  endpoint({
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    access: managersOnly,
    sessionOnly: true,
    summary: `The subscription's deliveries, newest first (20 a page unless \`limit\` says otherwise), each with its attempts; ${GONE}`,
    tag,
    params: idParams,
    query: webhookDeliveriesQuery,
    response: z.object({ results: z.array(webhookDeliverySchema), total: z.number() }),
  }),
  endpoint({
    method: 'POST',
    path: '/webhooks/deliveries/:id/resend',
    access: managersOnly,
    sessionOnly: true,
    summary:
      'Queues a delivery again, now, with the same webhook-id and a new run of retries; 409 while it is waiting or its subscription is switched off; 404 for an unknown delivery.',
    tag,
    params: idParams,
    response: webhookDeliverySchema,
  }),
] as const;
