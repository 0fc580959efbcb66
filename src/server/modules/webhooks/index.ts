import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/connection';
import { route } from '../../plugins/contractRoutes';
import type { Mailer } from '../mail/mailer';
import { webhookDisabledMail } from '../mail/templates';
import { drizzleDeliveryQueue } from './deliveryQueue.repository';
import { DEFAULT_RETRY_SCHEDULE_MS } from './retrySchedule';
import { WebhookDispatcher } from './webhookDispatcher';
import { createWebhookSender } from './webhookSender';
import { drizzleWebhooksRepository, WEBHOOKS_CHANNEL } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

export interface WebhooksModuleOptions {
  readonly database: Database;
  readonly mailer: Mailer;
  /** Where the owner's mail sends them to switch a hook on again (the app's origin). */
  readonly publicBaseUrl: () => string;
  /** WEBHOOKS_ALLOW_PRIVATE. @default false */
  readonly allowPrivate?: boolean;
  /** Waits between attempts. @default DEFAULT_RETRY_SCHEDULE_MS (5 s … 10 h, about a day) */
  readonly retryScheduleMs?: readonly number[];
  /** Longest wait for a receiver's answer. @default 10000 */
  readonly timeoutMs?: number;
  /** Longest sleep of the dispatcher between two looks at the queue. @default 30000 */
  readonly pollMs?: number;
}

/**
 * Outgoing webhooks (issue 36; docs/api.md "Webhooks"): the managers' endpoints, and this
 * instance's dispatcher, which sends the deliveries the database queues at each event's
 * commit (migration 0022). Register inside /api/v1; the dispatcher stops with the app.
 */
export const webhooksModule: FastifyPluginAsync<WebhooksModuleOptions> = async (app, options) => {
  const { database, mailer, publicBaseUrl, allowPrivate = false } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const service = new WebhooksService(drizzleWebhooksRepository(database.db), { allowPrivate });
  route(app, 'GET /webhooks', ({ user }) => service.list(user));
  route(app, 'POST /webhooks', ({ user, body }) => service.create(user, body));
  route(app, 'PUT /webhooks/:id', ({ user, params, body }) => service.update(user, params.id, body));
  route(app, 'DELETE /webhooks/:id', ({ user, params }) => service.remove(user, params.id));
  route(app, 'POST /webhooks/:id/rotateSecret', ({ user, params }) => service.rotateSecret(user, params.id));
  route(app, 'POST /webhooks/:id/test', ({ user, params }) => service.test(user, params.id));
  route(app, 'GET /webhooks/:id/deliveries', ({ user, params, query }) => service.deliveries(user, params.id, query));
  route(app, 'POST /webhooks/deliveries/:id/resend', ({ user, params }) => service.resend(user, params.id));

  const dispatcher = new WebhookDispatcher(
    drizzleDeliveryQueue(database.db),
    createWebhookSender({ timeoutMs, allowPrivate }),
    {
      retryScheduleMs: options.retryScheduleMs ?? DEFAULT_RETRY_SCHEDULE_MS,
      leaseMs: timeoutMs + 60_000,
      pollMs: options.pollMs ?? 30_000,
      onDisabled: async (hook) => {
        app.log.warn({ webhook: hook.id, reason: hook.reason }, 'a webhook was switched off');
        if (!hook.ownerEmail) return;
        await mailer.send(
          webhookDisabledMail(hook.ownerEmail, hook.url, hook.reason, `${publicBaseUrl()}/settings/webhooks`),
        );
      },
      onError: (error) => app.log.error({ err: error }, 'delivering webhooks failed'),
    },
  );
  const stopListening = await database.listen(
    WEBHOOKS_CHANNEL,
    () => dispatcher.wake(),
    () => dispatcher.wake(),
  );
  app.addHook('onReady', () => {
    dispatcher.wake();
    return Promise.resolve();
  });
  app.addHook('onClose', async () => {
    await stopListening();
    await dispatcher.stop();
  });
};
