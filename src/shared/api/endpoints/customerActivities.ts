import { z } from 'zod';
import { CUSTOMER_ACTIVITY_KINDS, CUSTOMER_ACTIVITY_SUMMARY_MAX } from '../../domain/customerActivity';
import { instant } from '../../domain/rowSchema';
import { idSchema } from '../../domain/validation/fieldSchema';
import { requiredText } from '../../domain/validation/primitives';
import { access, endpoint } from '../endpoint';
import { listQuerySchema, unknownParams } from '../listQuery';
import { idParams, requestBody, successSchema, versionField } from './common';

const tag = 'Customer activities';

const kind = z.enum(CUSTOMER_ACTIVITY_KINDS, {
  error: (issue) =>
    issue.input === undefined ? 'The field is required' : `kind: one of ${CUSTOMER_ACTIVITY_KINDS.join(', ')}.`,
});
const when = z.iso.datetime({ offset: true, error: 'at: an ISO 8601 instant, e.g. 2026-11-29T09:30:00Z.' });
const summary = requiredText(CUSTOMER_ACTIVITY_SUMMARY_MAX);
const orderId = idSchema().nullable();

/** `POST /customers/{id}/activities`: a call, an email or a meeting, when it happened, what was said. */
export const createCustomerActivityBody = requestBody({ kind, at: when, summary, orderId: orderId.optional() });
export type CreateCustomerActivityBody = z.input<typeof createCustomerActivityBody>;

/** `PUT /customerActivities/{id}`: any of them, by their author. */
export const updateCustomerActivityBody = requestBody({
  kind: kind.optional(),
  at: when.optional(),
  summary: summary.optional(),
  orderId: orderId.optional(),
  ...versionField,
}).refine((b) => b.kind !== undefined || b.at !== undefined || b.summary !== undefined || b.orderId !== undefined, {
  error: 'Send a kind, a time, a summary or an order to change.',
});
export type UpdateCustomerActivityBody = z.input<typeof updateCustomerActivityBody>;

/** `GET /customers/{id}/activities?limit=&offset=` */
export const customerActivitiesQuery = z.strictObject(
  { limit: listQuerySchema.shape.limit, offset: listQuerySchema.shape.offset },
  { error: unknownParams },
);

/** An activity as stored, with its author's name. */
export const customerActivitySchema = z.object({
  id: z.number(),
  customerId: z.number(),
  orderId: z.number().nullable(),
  kind: z.enum(CUSTOMER_ACTIVITY_KINDS),
  at: instant,
  summary: z.string(),
  authorId: z.number().nullable(),
  authorName: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type CustomerActivity = z.input<typeof customerActivitySchema>;

const SCOPE = "404 for a customer outside the caller's scope.";

/**
 * What staff log on a customer beside the activity log's derived entries (issue 41): calls,
 * emails and meetings, each editable and deletable by its author only.
 */
export const customerActivitiesEndpoints = [
  endpoint({
    method: 'GET',
    path: '/customers/:id/activities',
    access: access.resource('customers', 'getOne'),
    summary: `The customer's logged calls, emails and meetings, newest first (50 a page unless \`limit\` says otherwise); ${SCOPE}`,
    tag,
    params: idParams,
    query: customerActivitiesQuery,
    response: z.object({ results: z.array(customerActivitySchema), total: z.number() }),
  }),
  endpoint({
    method: 'POST',
    path: '/customers/:id/activities',
    access: access.resource('customers', 'update'),
    summary: `Logs a call, an email or a meeting with the customer; its author is the caller. An order named must be the customer's (400) and reachable (404); ${SCOPE}`,
    tag,
    params: idParams,
    body: createCustomerActivityBody,
    response: customerActivitySchema,
    status: 201,
  }),
  endpoint({
    method: 'PUT',
    path: '/customerActivities/:id',
    access: access.resource('customers', 'update'),
    summary: `Changes a logged activity: its author only (403); 409 for a stale updatedAt; ${SCOPE}`,
    tag,
    params: idParams,
    body: updateCustomerActivityBody,
    response: customerActivitySchema,
  }),
  endpoint({
    method: 'DELETE',
    path: '/customerActivities/:id',
    access: access.resource('customers', 'update'),
    summary: `Deletes a logged activity: its author only (403); ${SCOPE}`,
    tag,
    params: idParams,
    response: successSchema,
  }),
] as const;
