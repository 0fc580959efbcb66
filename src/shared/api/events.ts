import { z } from 'zod';
import { AUDIT_ACTIONS } from '../domain/enums';

/**
 * The live events of `GET /events` (server-sent events). Each is one write of the audit trail
 * as one signed-in user may see it: its id is the audit event's id, so a client reconnecting
 * with `Last-Event-ID` gets what it missed. An event says what changed, never the values: the
 * client reads the record again through the API, under the same permissions as any read.
 */

/**
 * Why an event concerns its user in person: what a notification may be raised for. `late`: an
 * order the user holds has outlived its stage's budget (said once per stage, by the server).
 * `review`: the customer approved an order the user holds, or asked for changes, through a
 * review link (the event's `action` is `workflow`, its resource `reviewLinks`).
 */
export const PERSONAL_EVENT_KINDS = ['handoff', 'comment', 'mistake', 'permissions', 'late', 'review'] as const;
export type PersonalEventKind = (typeof PERSONAL_EVENT_KINDS)[number];

const id = z.number().int().min(1).max(2_147_483_647);

export const serverEventSchema = z.strictObject({
  /** The audit event's id; the SSE `id:` line carries it too. */
  id,
  resource: z.string().min(1).max(64),
  recordId: id.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** When it was written (ISO 8601). */
  at: z.string().max(40),
  /** Who wrote it; null for the server itself (an import). */
  actor: z.strictObject({ id, name: z.string().max(200) }).nullable(),
  /** The fields that changed, by name (readable ones only); empty for a create or delete. */
  fields: z.array(z.string().max(64)).max(200),
  /** The order the write concerns, when the user may read it (an order, its comment, a mistake record on it). */
  order: z.strictObject({ id, code: z.string().max(200).nullable(), name: z.string().max(500).nullable() }).nullable(),
  /** Set when the write concerns the user in person: an order handed to them, a comment on their order… */
  personal: z.enum(PERSONAL_EVENT_KINDS).nullable(),
});
export type ServerEvent = z.infer<typeof serverEventSchema>;

/** SSE event names: `change` for a write, `reset` when the client missed more than the server keeps. */
export const SERVER_EVENT_NAMES = { change: 'change', reset: 'reset' } as const;

/** How long, and how many, past events a reconnecting client is sent before being told to reload (`reset`). */
export const EVENT_RETENTION = { hours: 24, maxEvents: 1000 } as const;
