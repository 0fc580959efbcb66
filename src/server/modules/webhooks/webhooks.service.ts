import type { z } from 'zod';
import type { createWebhookBody, updateWebhookBody } from '../../../shared/api/endpoints/webhooks';
import { isManager } from '../../../shared/domain/permissions';
import { WEBHOOK_TEST_EVENT, WEBHOOKS_MAX } from '../../../shared/domain/webhook';
import type { RowChange } from '../../db/fieldChanges';
import type { AuthUser } from '../../plugins/auth';
import { conflict, forbidden, invalidFields, notFound } from '../../plugins/httpErrors';
import { STALE_MESSAGE } from '../../resources/index';
import { refusalOfWebhookHost, type Resolve } from './addressGuard';
import { newWebhookSecret } from './webhookSigner';
import type { DeliveryRow, WebhookChanges, WebhookRow, WebhooksRepository } from './webhooks.repository';

type CreateInput = z.output<typeof createWebhookBody>;
type UpdateInput = z.output<typeof updateWebhookBody>;

export interface WebhooksServiceOptions {
  /** WEBHOOKS_ALLOW_PRIVATE: accept private and loopback addresses (tests, an office's own receiver). */
  readonly allowPrivate: boolean;
  /** Resolves a host at subscription time (the DNS by default). */
  readonly resolve?: Resolve;
}

const unknownWebhook = (id: number) => notFound(`Webhook #${id} was not found.`);

/**
 * Webhook subscriptions for managers (issue 36): every call is a manager's (403 otherwise,
 * whatever the permissions or token). A URL must not reach a private address unless the server
 * allows it; each subscription gets its own secret, which a manager may rotate. Every change is
 * in the audit trail, never with the secret.
 */
export class WebhooksService {
  constructor(
    private readonly repo: WebhooksRepository,
    private readonly options: WebhooksServiceOptions,
  ) {}

  /** GET /webhooks */
  async list(user: AuthUser): Promise<{ results: WebhookRow[] }> {
    assertManager(user);
    return { results: await this.repo.list() };
  }

  /** POST /webhooks */
  async create(user: AuthUser, input: CreateInput): Promise<WebhookRow> {
    assertManager(user);
    await this.assertReachableUrl(input.url);
    if ((await this.repo.count()) >= WEBHOOKS_MAX) {
      throw conflict(`The office already has ${WEBHOOKS_MAX} webhooks: delete one before adding another.`);
    }
    const row = await this.repo.insert({
      url: input.url,
      events: input.events,
      description: input.description || null,
      secret: newWebhookSecret(),
      active: input.active ?? true,
      ownerId: user.id,
    });
    await this.audit(user, { action: 'create', row, before: null, after: describe(row) });
    return row;
  }

  /** PUT /webhooks/{id} */
  async update(user: AuthUser, id: number, input: UpdateInput): Promise<WebhookRow> {
    const hook = await this.existing(user, id);
    if (input.updatedAt && hook.updatedAt.getTime() !== new Date(input.updatedAt).getTime()) {
      throw conflict(STALE_MESSAGE);
    }
    if (input.url !== undefined && input.url !== hook.url) await this.assertReachableUrl(input.url);
    const changes: WebhookChanges = {
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
    };
    const row = await this.repo.update(id, changes);
    if (!row) throw unknownWebhook(id);
    await this.audit(user, { action: 'update', row, before: describe(hook), after: describe(row) });
    return row;
  }

  /** DELETE /webhooks/{id} */
  async remove(user: AuthUser, id: number): Promise<{ success: true }> {
    const hook = await this.existing(user, id);
    if (!(await this.repo.remove(id))) throw unknownWebhook(id);
    await this.audit(user, { action: 'delete', row: hook, before: describe(hook), after: null });
    return { success: true };
  }

  /** POST /webhooks/{id}/rotateSecret */
  async rotateSecret(user: AuthUser, id: number): Promise<WebhookRow> {
    await this.existing(user, id);
    const row = await this.repo.update(id, { secret: newWebhookSecret() });
    if (!row) throw unknownWebhook(id);
    await this.repo.audit({
      userId: user.id,
      action: 'update',
      resource: 'webhooks',
      recordId: id,
      summary: `webhook #${id}: signing secret rotated`,
    });
    return row;
  }

  /** POST /webhooks/{id}/test */
  async test(user: AuthUser, id: number, now = new Date()): Promise<DeliveryRow> {
    const hook = await this.existing(user, id);
    if (!hook.active) throw conflict('This webhook is switched off: switch it on before sending a test.');
    const payload = JSON.stringify({
      type: WEBHOOK_TEST_EVENT,
      timestamp: now.toISOString(),
      data: { webhookId: id, url: hook.url, sentBy: user.displayName },
    });
    return this.repo.enqueue(id, WEBHOOK_TEST_EVENT, payload);
  }

  /** GET /webhooks/{id}/deliveries */
  async deliveries(
    user: AuthUser,
    id: number,
    page: { limit?: number; offset?: number },
  ): Promise<{ results: DeliveryRow[]; total: number }> {
    await this.existing(user, id);
    return this.repo.deliveries(id, { limit: page.limit ?? 20, offset: page.offset ?? 0 });
  }

  /** POST /webhooks/deliveries/{id}/resend */
  async resend(user: AuthUser, deliveryId: number): Promise<DeliveryRow> {
    assertManager(user);
    const delivery = await this.repo.findDelivery(deliveryId);
    if (!delivery) throw notFound(`Delivery #${deliveryId} was not found.`);
    const hook = await this.repo.find(delivery.webhookId);
    if (!hook?.active) throw conflict('This webhook is switched off: switch it on before resending.');
    const queued = await this.repo.requeue(deliveryId);
    if (!queued) throw conflict('This delivery is already waiting for its next attempt.');
    return queued;
  }

  private async existing(user: AuthUser, id: number): Promise<WebhookRow> {
    assertManager(user);
    const hook = await this.repo.find(id);
    if (!hook) throw unknownWebhook(id);
    return hook;
  }

  private async assertReachableUrl(url: string): Promise<void> {
    if (this.options.allowPrivate) return;
    const refusal = await refusalOfWebhookHost(new URL(url), this.options.resolve);
    if (refusal) throw invalidFields(refusal, [{ path: 'url', message: refusal }]);
  }

  private audit(user: AuthUser, { action, row, before, after }: RowChange<WebhookRow>): Promise<void> {
    return this.repo.audit({
      userId: user.id,
      action,
      resource: 'webhooks',
      recordId: row.id,
      summary: `webhook #${row.id} ${action}d: ${row.url}`,
      before,
      after,
    });
  }
}

/** What the audit keeps of a subscription: never its secret. */
function describe(row: WebhookRow): Record<string, unknown> {
  return { url: row.url, events: row.events, description: row.description, active: row.active };
}

function assertManager(user: AuthUser): void {
  if (!isManager(user)) throw forbidden('Only managers may see or change webhooks.');
}
