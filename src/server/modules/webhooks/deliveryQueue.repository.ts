import { eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../db/audit';
import type { Db } from '../../db/connection';
import { users, webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema';

/** A delivery one instance claimed, with what sending it needs. */
export interface ClaimedDelivery {
  readonly id: number;
  readonly webhookId: number;
  readonly messageId: string;
  readonly payload: string;
  /** Attempts made since it was queued. */
  readonly tries: number;
  readonly url: string;
  readonly secret: string;
  /** Whose claim it is: finishing checks it is still this one. */
  readonly claimToken: string;
}

export interface AttemptRecord {
  readonly attemptedAt: Date;
  readonly statusCode: number | null;
  readonly error: string | null;
  readonly durationMs: number;
}

/** What becomes of a delivery after an attempt. */
export type DeliveryOutcome =
  | { readonly kind: 'succeeded' }
  | { readonly kind: 'retry'; readonly delayMs: number }
  | { readonly kind: 'failed'; readonly reason: string };

/** A subscription the server switched off, and whom to tell. */
export interface DisabledWebhook {
  readonly id: number;
  readonly url: string;
  readonly reason: string;
  readonly ownerEmail: string | null;
  readonly ownerName: string | null;
}

/** The deliveries as the dispatchers of every instance share them. */
export interface DeliveryQueue {
  /** Claims up to `limit` due deliveries of active subscriptions for `leaseMs`, none another instance holds. */
  claim(limit: number, leaseMs: number, claimToken: string): Promise<ClaimedDelivery[]>;
  /**
   * Keeps the attempt and the delivery's new state, if the claim is still this one; a delivery
   * given up switches its subscription off (with an audit event), answered for its owner to be told.
   */
  finish(delivery: ClaimedDelivery, attempt: AttemptRecord, outcome: DeliveryOutcome): Promise<DisabledWebhook | null>;
  /** Milliseconds until the next delivery falls due (0 when one is due), null when none waits. */
  nextDueInMs(): Promise<number | null>;
}

type Rows<T> = { rows: T[] };
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as Rows<T>).rows;
}

/** The queue in PostgreSQL (or PGlite): claims with `FOR UPDATE SKIP LOCKED` and a lease. */
export function drizzleDeliveryQueue(db: Db): DeliveryQueue {
  return {
    claim: (limit, leaseMs, claimToken) =>
      rowsOf<ClaimedDelivery>(
        db,
        sql`UPDATE ${webhookDeliveries} AS d
          SET locked_until = now() + ${leaseMs} * interval '1 millisecond', claim_token = ${claimToken}, updated_at = now()
          FROM ${webhooks} AS w
          WHERE w.id = d.webhook_id AND d.id IN (
            SELECT q.id FROM ${webhookDeliveries} AS q
            JOIN ${webhooks} AS qw ON qw.id = q.webhook_id AND qw.active
            WHERE q.status = 'pending' AND q.next_attempt_at <= now() AND (q.locked_until IS NULL OR q.locked_until < now())
            ORDER BY q.next_attempt_at, q.id
            LIMIT ${limit}
            FOR UPDATE OF q SKIP LOCKED)
          RETURNING d.id, d.webhook_id AS "webhookId", d.message_id AS "messageId", d.payload, d.tries,
            w.url, w.secret, d.claim_token AS "claimToken"`,
      ),

    finish: (delivery, attempt, outcome) =>
      db.transaction(async (tx) => {
        const status = outcome.kind === 'retry' ? 'pending' : outcome.kind;
        const delayMs = outcome.kind === 'retry' ? outcome.delayMs : 0;
        const [kept] = await rowsOf<{ id: number }>(
          tx,
          sql`UPDATE ${webhookDeliveries}
            SET status = ${status}, tries = tries + 1, next_attempt_at = now() + ${delayMs} * interval '1 millisecond',
              locked_until = NULL, claim_token = NULL, updated_at = now()
            WHERE id = ${delivery.id} AND claim_token = ${delivery.claimToken}
            RETURNING id`,
        );
        // The lease ran out and another instance took the delivery over: its attempt counts.
        if (!kept) return null;
        await tx.insert(webhookAttempts).values({ deliveryId: delivery.id, ...attempt });
        if (outcome.kind !== 'failed') return null;
        const [off] = await rowsOf<{ id: number; url: string; ownerId: number | null }>(
          tx,
          sql`UPDATE ${webhooks} SET active = false, disabled_reason = ${outcome.reason}, disabled_at = now(), updated_at = now()
            WHERE id = ${delivery.webhookId} AND active
            RETURNING id, url, owner_id AS "ownerId"`,
        );
        if (!off) return null;
        await writeAudit(tx, [
          {
            userId: null,
            action: 'update',
            resource: 'webhooks',
            recordId: off.id,
            summary: `webhook #${off.id} switched off: ${outcome.reason}`.slice(0, 500),
            before: { active: true },
            after: { active: false, disabledReason: outcome.reason },
          },
        ]);
        const [owner] =
          off.ownerId === null
            ? []
            : await tx
                .select({ email: users.email, name: users.displayName })
                .from(users)
                .where(eq(users.id, off.ownerId));
        return {
          id: off.id,
          url: off.url,
          reason: outcome.reason,
          ownerEmail: owner?.email ?? null,
          ownerName: owner?.name ?? null,
        };
      }),

    nextDueInMs: async () => {
      const [row] = await rowsOf<{ ms: number | string | null }>(
        db,
        sql`SELECT greatest(0, extract(epoch FROM min(greatest(d.next_attempt_at, coalesce(d.locked_until, d.next_attempt_at))) - now()) * 1000) AS ms
          FROM ${webhookDeliveries} AS d JOIN ${webhooks} AS w ON w.id = d.webhook_id AND w.active
          WHERE d.status = 'pending'`,
      );
      return row?.ms === null || row?.ms === undefined ? null : Math.ceil(Number(row.ms));
    },
  };
}
