import { randomUUID } from 'node:crypto';
import { asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { WebhookDeliveryStatus } from '../../../shared/domain/webhook';
import { writeAudit, type AuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { users, webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema';
import { messageBody } from './webhookSender';

/** The channel that wakes the dispatchers of every instance (the trigger of migration 0022 notifies it too). */
export const WEBHOOKS_CHANNEL = 'bo_webhooks';

/** A subscription with its owner's name and its newest delivery. */
export interface WebhookRow {
  readonly id: number;
  readonly url: string;
  readonly events: string[];
  readonly description: string | null;
  readonly secret: string;
  readonly active: boolean;
  readonly disabledReason: string | null;
  readonly disabledAt: Date | null;
  readonly ownerId: number | null;
  readonly ownerName: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly lastDelivery: LastDelivery | null;
}

export interface LastDelivery {
  readonly id: number;
  readonly eventType: string;
  readonly status: WebhookDeliveryStatus;
  readonly statusCode: number | null;
  readonly at: Date;
}

export interface AttemptRow {
  readonly id: number;
  readonly attemptedAt: Date;
  readonly statusCode: number | null;
  readonly error: string | null;
  readonly durationMs: number;
}

/** One delivery with its attempts, newest first. */
export interface DeliveryRow {
  readonly id: number;
  readonly webhookId: number;
  readonly messageId: string;
  readonly eventType: string;
  readonly status: WebhookDeliveryStatus;
  readonly tries: number;
  readonly nextAttemptAt: Date | null;
  readonly payload: string;
  readonly createdAt: Date;
  readonly attempts: AttemptRow[];
}

export interface NewWebhook {
  readonly url: string;
  readonly events: readonly string[];
  readonly description: string | null;
  readonly secret: string;
  readonly active: boolean;
  readonly ownerId: number;
}

export type WebhookChanges = Partial<Pick<NewWebhook, 'url' | 'events' | 'description' | 'secret' | 'active'>>;

/** The subscriptions' storage; the service holds the rules. */
export interface WebhooksRepository {
  list(): Promise<WebhookRow[]>;
  count(): Promise<number>;
  find(id: number): Promise<WebhookRow | null>;
  insert(values: NewWebhook): Promise<WebhookRow>;
  /** Switching on clears the reason it was switched off; null when deleted meanwhile. */
  update(id: number, changes: WebhookChanges): Promise<WebhookRow | null>;
  remove(id: number): Promise<boolean>;
  deliveries(
    webhookId: number,
    page: { limit: number; offset: number },
  ): Promise<{ results: DeliveryRow[]; total: number }>;
  findDelivery(id: number): Promise<DeliveryRow | null>;
  /** Queues a message of its own (the test ping) and wakes the dispatchers. */
  enqueue(webhookId: number, eventType: string, payload: string): Promise<DeliveryRow>;
  /** Queues a finished delivery again, now, with no tries; null when it is pending already. */
  requeue(id: number): Promise<DeliveryRow | null>;
  audit(entry: AuditEntry): Promise<void>;
}

const webhookColumns = { ...getTableColumns(webhooks), ownerName: users.displayName };

/** The newest delivery of each subscription, with its last attempt's status code. */
async function lastDeliveries(db: Db, ids: readonly number[]): Promise<Map<number, LastDelivery>> {
  if (ids.length === 0) return new Map();
  const result: unknown = await db.execute(sql`
    SELECT DISTINCT ON (d.webhook_id) d.webhook_id AS "webhookId", d.id, d.event_type AS "eventType", d.status,
      d.created_at AS "createdAt",
      (SELECT a.status_code FROM ${webhookAttempts} AS a WHERE a.delivery_id = d.id ORDER BY a.id DESC LIMIT 1) AS "statusCode",
      (SELECT max(a.attempted_at) FROM ${webhookAttempts} AS a WHERE a.delivery_id = d.id) AS "attemptedAt"
    FROM ${webhookDeliveries} AS d
    WHERE d.webhook_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    ORDER BY d.webhook_id, d.id DESC`);
  type Raw = {
    webhookId: number;
    id: number;
    eventType: string;
    status: WebhookDeliveryStatus;
    createdAt: string | Date;
    statusCode: number | null;
    attemptedAt: string | Date | null;
  };
  return new Map(
    (result as { rows: Raw[] }).rows.map((r) => [
      r.webhookId,
      {
        id: r.id,
        eventType: r.eventType,
        status: r.status,
        statusCode: r.statusCode,
        at: new Date(r.attemptedAt ?? r.createdAt),
      },
    ]),
  );
}

/** The subscriptions and their delivery log in PostgreSQL (or PGlite) through Drizzle. */
export function drizzleWebhooksRepository(db: Db): WebhooksRepository {
  const select = () => db.select(webhookColumns).from(webhooks).leftJoin(users, eq(users.id, webhooks.ownerId));
  const withLast = async (rows: Omit<WebhookRow, 'lastDelivery'>[]): Promise<WebhookRow[]> => {
    const last = await lastDeliveries(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({ ...row, lastDelivery: last.get(row.id) ?? null }));
  };
  const find = async (id: number) => (await withLast(await select().where(eq(webhooks.id, id)).limit(1)))[0] ?? null;

  const withAttempts = async (rows: (typeof webhookDeliveries.$inferSelect)[]): Promise<DeliveryRow[]> => {
    const ids = rows.map((r) => r.id);
    const attempts =
      ids.length === 0
        ? []
        : await db
            .select()
            .from(webhookAttempts)
            .where(inArray(webhookAttempts.deliveryId, ids))
            .orderBy(desc(webhookAttempts.id));
    return rows.map((row) => ({
      id: row.id,
      webhookId: row.webhookId,
      messageId: row.messageId,
      eventType: row.eventType,
      status: row.status,
      tries: row.tries,
      nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
      payload: messageBody(row.payload),
      createdAt: row.createdAt,
      attempts: attempts
        .filter((a) => a.deliveryId === row.id)
        .map(({ id, attemptedAt, statusCode, error, durationMs }) => ({
          id,
          attemptedAt,
          statusCode,
          error,
          durationMs,
        })),
    }));
  };
  const findDelivery = async (id: number) =>
    (await withAttempts(await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id))))[0] ?? null;
  const wake = () => db.execute(sql`SELECT pg_notify(${WEBHOOKS_CHANNEL}, '')`);

  return {
    list: async () => withLast(await select().orderBy(asc(webhooks.id))),
    count: async () => (await db.select({ n: count() }).from(webhooks))[0]?.n ?? 0,
    find,
    insert: async (values) => {
      const [row] = await db
        .insert(webhooks)
        .values({ ...values, events: [...values.events] })
        .returning({ id: webhooks.id });
      const saved = await find(row.id);
      if (!saved) throw new Error(`webhook #${row.id} vanished after its insert`);
      return saved;
    },
    update: async (id, changes) => {
      const { events, ...rest } = changes;
      const switchedOn = changes.active === true ? { disabledReason: null, disabledAt: null } : {};
      const [row] = await db
        .update(webhooks)
        .set({ ...rest, ...(events ? { events: [...events] } : {}), ...switchedOn, updatedAt: new Date() })
        .where(eq(webhooks.id, id))
        .returning({ id: webhooks.id });
      if (row && changes.active === true) await wake();
      return row ? find(row.id) : null;
    },
    remove: async (id) => (await db.delete(webhooks).where(eq(webhooks.id, id)).returning()).length > 0,
    deliveries: async (webhookId, { limit, offset }) => {
      const mine = eq(webhookDeliveries.webhookId, webhookId);
      const [rows, [{ total }]] = await Promise.all([
        db.select().from(webhookDeliveries).where(mine).orderBy(desc(webhookDeliveries.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(webhookDeliveries).where(mine),
      ]);
      return { results: await withAttempts(rows), total };
    },
    findDelivery,
    enqueue: async (webhookId, eventType, payload) => {
      const [row] = await db
        .insert(webhookDeliveries)
        .values({ webhookId, eventType, payload, messageId: `msg_${randomUUID().replaceAll('-', '')}` })
        .returning({ id: webhookDeliveries.id });
      await wake();
      const saved = await findDelivery(row.id);
      if (!saved) throw new Error(`delivery #${row.id} vanished after its insert`);
      return saved;
    },
    requeue: async (id) => {
      const [row] = await db
        .update(webhookDeliveries)
        .set({
          status: 'pending',
          tries: 0,
          nextAttemptAt: sql`now()`,
          lockedUntil: null,
          claimToken: null,
          updatedAt: new Date(),
        })
        .where(sql`${webhookDeliveries.id} = ${id} AND ${webhookDeliveries.status} <> 'pending'`)
        .returning({ id: webhookDeliveries.id });
      if (!row) return null;
      await wake();
      return findDelivery(row.id);
    },
    audit: (entry) => writeAudit(db, [entry]),
  };
}
