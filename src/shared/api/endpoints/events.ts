import { z } from 'zod';
import { access, endpoint } from '../endpoint';

const tag = 'Events';

/** The live stream of writes the caller may see (docs/api.md, "Live events"). */
export const eventsEndpoints = [
  endpoint({
    method: 'GET',
    path: '/events',
    access: access.signedIn,
    summary:
      'A text/event-stream of the writes the caller may see, as `change` events whose id is the audit event’s; reconnecting with Last-Event-ID (or ?lastEventId=) replays what was missed within 24 h and 1,000 events, else sends `reset`. A comment line every 25 s keeps proxies open; the stream ends when the session does.',
    tag,
    query: z.strictObject({
      lastEventId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
    }),
    response: z.string().describe('text/event-stream'),
    stream: true,
  }),
] as const;
