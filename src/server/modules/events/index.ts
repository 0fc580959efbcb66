import type { FastifyPluginAsync } from 'fastify';
import { AUDIT_CHANNEL } from '../../db/audit';
import type { Database } from '../../db/connection';
import { EventHub } from './eventHub';
import { drizzleEventsRepository } from './events.repository';
import { eventStreamRoutes } from './events.routes';

export interface EventsModuleOptions {
  readonly database: Database;
  /** Between two heartbeats of a stream. @default 25000 */
  readonly heartbeatMs?: number;
}

/**
 * GET /events, the live events (docs/api.md "Live events"): every committed write is announced
 * on the database (`writeAudit` notifies), this instance's hub hears it, and each open stream
 * gets what its user may see. Register inside /api/v1.
 */
export const eventsModule: FastifyPluginAsync<EventsModuleOptions> = async (app, { database, heartbeatMs }) => {
  const hub = new EventHub(drizzleEventsRepository(database.db), (error) =>
    app.log.error({ err: error }, 'dispatching live events failed'),
  );
  await hub.start();
  const stopListening = await database.listen(
    AUDIT_CHANNEL,
    (payload) => hub.notice(payload),
    () => hub.resumed(),
  );
  const open = new Set<() => void>();
  // Open streams would hold the server's close; end them first.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
    await stopListening();
  });
  eventStreamRoutes(app, { db: database.db, hub, heartbeatMs: heartbeatMs ?? 25_000, open });
};
