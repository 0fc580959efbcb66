import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../plugins/auth';
import { statusOf } from '../../plugins/httpErrors';
import type { DeliveryRow, NewWebhook, WebhookChanges, WebhookRow, WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

const person = (id: number, extra: Partial<AuthUser> = {}): AuthUser => ({
  id,
  scope: null,
  isOutsource: false,
  permission: { users: ['get', 'create', 'update', 'delete'], permissions: ['get', 'update'] },
  email: `u${id}@demo.local`,
  displayName: `U${id}`,
  roleId: 2,
  customerId: null,
  ...extra,
});
const manager = person(1, { scope: 'manager', permission: null });
const admin = person(2);

/** The subscriptions and deliveries in memory. */
class FakeRepository implements WebhooksRepository {
  hooks: WebhookRow[] = [];
  deliveryRows: DeliveryRow[] = [];
  audits: unknown[] = [];
  list() {
    return Promise.resolve(this.hooks);
  }
  count() {
    return Promise.resolve(this.hooks.length);
  }
  find(id: number) {
    return Promise.resolve(this.hooks.find((h) => h.id === id) ?? null);
  }
  insert(values: NewWebhook) {
    const now = new Date();
    const row: WebhookRow = {
      ...values,
      events: [...values.events],
      id: this.hooks.length + 1,
      disabledReason: null,
      disabledAt: null,
      ownerName: null,
      createdAt: now,
      updatedAt: now,
      lastDelivery: null,
    };
    this.hooks.push(row);
    return Promise.resolve(row);
  }
  update(id: number, changes: WebhookChanges) {
    const i = this.hooks.findIndex((h) => h.id === id);
    if (i < 0) return Promise.resolve(null);
    this.hooks[i] = { ...this.hooks[i], ...changes, events: [...(changes.events ?? this.hooks[i].events)] };
    return Promise.resolve(this.hooks[i]);
  }
  remove(id: number) {
    const before = this.hooks.length;
    this.hooks = this.hooks.filter((h) => h.id !== id);
    return Promise.resolve(this.hooks.length < before);
  }
  deliveries(webhookId: number) {
    const results = this.deliveryRows.filter((d) => d.webhookId === webhookId);
    return Promise.resolve({ results, total: results.length });
  }
  findDelivery(id: number) {
    return Promise.resolve(this.deliveryRows.find((d) => d.id === id) ?? null);
  }
  enqueue(webhookId: number, eventType: string, payload: string) {
    const row: DeliveryRow = {
      id: this.deliveryRows.length + 1,
      webhookId,
      messageId: `msg_${this.deliveryRows.length + 1}`,
      eventType,
      status: 'pending',
      tries: 0,
      nextAttemptAt: new Date(),
      payload,
      createdAt: new Date(),
      attempts: [],
    };
    this.deliveryRows.push(row);
    return Promise.resolve(row);
  }
  requeue(id: number) {
    const row = this.deliveryRows.find((d) => d.id === id);
    if (!row || row.status === 'pending') return Promise.resolve(null);
    return Promise.resolve({ ...row, status: 'pending' as const, tries: 0 });
  }
  audit(entry: unknown) {
    this.audits.push(entry);
    return Promise.resolve();
  }
}

const setup = (allowPrivate = false, addresses: string[] = ['93.184.215.14']) => {
  const repo = new FakeRepository();
  const service = new WebhooksService(repo, { allowPrivate, resolve: () => Promise.resolve(addresses) });
  return { repo, service };
};
const body = { url: 'https://hooks.example.com/office', events: ['order.created' as const] };

describe('WebhooksService', () => {
  it('serves managers only, whatever permissions another user holds', async () => {
    const { service } = setup();
    expect(await statusOf(service.list(admin))).toBe(403);
    expect(await statusOf(service.create(admin, body))).toBe(403);
    expect(await statusOf(service.resend(admin, 1))).toBe(403);
    expect(await statusOf(service.create(manager, body))).toBe(200);
    expect(await statusOf(service.update(admin, 1, { active: false }))).toBe(403);
    expect(await statusOf(service.rotateSecret(admin, 1))).toBe(403);
  });

  it('gives each subscription its own secret, owned by its maker, and keeps secrets out of the audit', async () => {
    const { repo, service } = setup();
    const one = await service.create(manager, body);
    const two = await service.create(manager, body);
    expect(one.secret).toMatch(/^whsec_/);
    expect(one.secret).not.toBe(two.secret);
    expect(one.ownerId).toBe(manager.id);
    const rotated = await service.rotateSecret(manager, one.id);
    expect(rotated.secret).not.toBe(one.secret);
    expect(JSON.stringify(repo.audits)).not.toContain('whsec_');
  });

  it('refuses a host that resolves to a private address unless allowed, on create and on a changed URL', async () => {
    const strict = setup(false, ['10.0.0.7']);
    expect(await statusOf(strict.service.create(manager, body))).toBe(400);
    const allowed = setup(true, ['10.0.0.7']);
    expect(await statusOf(allowed.service.create(manager, body))).toBe(200);
    const changing = setup();
    const hook = await changing.service.create(manager, body);
    expect(await statusOf(changing.service.update(manager, hook.id, { url: 'http://127.0.0.1:9/x' }))).toBe(400);
  });

  it('queues a test only to an active subscription, and resends only a finished delivery of one', async () => {
    const { repo, service } = setup();
    const hook = await service.create(manager, body);
    const ping = await service.test(manager, hook.id);
    expect(JSON.parse(ping.payload)).toMatchObject({ type: 'webhook.test', data: { webhookId: hook.id } });
    expect(await statusOf(service.resend(manager, ping.id))).toBe(409);
    repo.deliveryRows[0] = { ...repo.deliveryRows[0], status: 'failed' };
    expect((await service.resend(manager, ping.id)).status).toBe('pending');
    await service.update(manager, hook.id, { active: false });
    expect(await statusOf(service.resend(manager, ping.id))).toBe(409);
    expect(await statusOf(service.test(manager, hook.id))).toBe(409);
    expect(await statusOf(service.resend(manager, 99))).toBe(404);
    expect(await statusOf(service.deliveries(manager, 99, {}))).toBe(404);
  });
});
