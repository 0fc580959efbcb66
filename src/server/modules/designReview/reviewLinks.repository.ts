import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ReviewDecision } from '../../../shared/domain/designReview';
import type { OrderStatus } from '../../../shared/domain/orderStatus';
import { writeAudit, type AuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { comments, orderHistories, orders, reviewLinks, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { REQUEST_USER_COLUMNS } from '../../plugins/sessionUser.repository';

export type ReviewLinkRow = typeof reviewLinks.$inferSelect;
type ReviewLinkValues = typeof reviewLinks.$inferInsert;

/** What a review link needs of its order: what the page shows and what the workflow reads. */
export interface ReviewOrder {
  readonly id: number;
  readonly code: string | null;
  readonly name: string | null;
  readonly status: OrderStatus | null;
  readonly customerId: number | null;
  readonly designerId: number | null;
  readonly isDelete: boolean;
}

/** The order's current history entry. */
export interface CurrentEntry {
  readonly id: number;
  readonly status: OrderStatus;
  readonly assignedUser: readonly number[];
  readonly accept: boolean | null;
  readonly note: string | null;
}

/** The customer's review as the done view shows it: a rated comment on the order. */
export interface CustomerReviewValues {
  readonly orderId: number;
  readonly customerId: number;
  readonly reviewerId: number | null;
  readonly rate: number;
  readonly content: string;
}

export interface ReviewLinksRepository {
  insertLink(values: ReviewLinkValues): Promise<ReviewLinkRow>;
  countOpenLinks(orderId: number, now: Date): Promise<number>;
  /** The order's links, newest first, with who sent each. */
  listLinks(
    orderId: number,
  ): Promise<{ link: ReviewLinkRow; creator: { id: number; displayName: string | null } | null }[]>;
  findLink(id: number): Promise<ReviewLinkRow | null>;
  findLinkByHash(tokenHash: string): Promise<ReviewLinkRow | null>;
  /** Revokes once: the first revocation's time stays. */
  revokeLink(id: number, now: Date): Promise<void>;
  touchLink(id: number, now: Date): Promise<void>;
  /** Records the decision unless one was made already; false when it was. */
  decide(id: number, decision: ReviewDecision, now: Date): Promise<boolean>;
  order(orderId: number): Promise<ReviewOrder | null>;
  currentEntry(orderId: number): Promise<CurrentEntry | null>;
  /** The link's sender as a request would carry them; null when gone. */
  sender(userId: number): Promise<AuthUser | null>;
  insertCustomerReview(values: CustomerReviewValues): Promise<number>;
  audit(entries: readonly AuditEntry[]): Promise<void>;
}

export function drizzleReviewLinksRepository(db: Db): ReviewLinksRepository {
  return {
    async insertLink(values) {
      const [row] = await db.insert(reviewLinks).values(values).returning();
      return row;
    },

    async countOpenLinks(orderId, now) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reviewLinks)
        .where(
          and(
            eq(reviewLinks.orderId, orderId),
            isNull(reviewLinks.revokedAt),
            isNull(reviewLinks.decision),
            gt(reviewLinks.expiresAt, now),
          ),
        );
      return row?.n ?? 0;
    },

    listLinks(orderId) {
      return db
        .select({ link: reviewLinks, creator: { id: users.id, displayName: users.displayName } })
        .from(reviewLinks)
        .leftJoin(users, eq(users.id, reviewLinks.createdBy))
        .where(eq(reviewLinks.orderId, orderId))
        .orderBy(desc(reviewLinks.id));
    },

    async findLink(id) {
      const [row] = await db.select().from(reviewLinks).where(eq(reviewLinks.id, id)).limit(1);
      return row ?? null;
    },

    async findLinkByHash(tokenHash) {
      const [row] = await db.select().from(reviewLinks).where(eq(reviewLinks.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },

    async revokeLink(id, now) {
      await db
        .update(reviewLinks)
        .set({ revokedAt: now })
        .where(and(eq(reviewLinks.id, id), isNull(reviewLinks.revokedAt)));
    },

    async touchLink(id, now) {
      await db.update(reviewLinks).set({ lastUsedAt: now }).where(eq(reviewLinks.id, id));
    },

    async decide(id, decision, now) {
      const rows = await db
        .update(reviewLinks)
        .set({ decision, decidedAt: now, lastUsedAt: now })
        .where(and(eq(reviewLinks.id, id), isNull(reviewLinks.decision)))
        .returning({ id: reviewLinks.id });
      return rows.length > 0;
    },

    async order(orderId) {
      const [row] = await db
        .select({
          id: orders.id,
          code: orders.code,
          name: orders.name,
          status: orders.status,
          customerId: orders.customerId,
          designerId: orders.designerId,
          isDelete: orders.isDelete,
        })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1);
      return row ? { ...row, isDelete: row.isDelete === true } : null;
    },

    async currentEntry(orderId) {
      const [row] = await db
        .select({
          id: orderHistories.id,
          status: orderHistories.status,
          assignedUser: orderHistories.assignedUser,
          accept: orderHistories.accept,
          note: orderHistories.note,
        })
        .from(orderHistories)
        .where(eq(orderHistories.orderId, orderId))
        .orderBy(desc(orderHistories.id))
        .limit(1);
      return row ? { ...row, assignedUser: row.assignedUser ?? [] } : null;
    },

    async sender(userId) {
      const [row] = await db
        .select(REQUEST_USER_COLUMNS)
        .from(users)
        .where(and(eq(users.id, userId), eq(users.isDelete, false)))
        .limit(1);
      return row ? { ...row, isOutsource: row.isOutsource === true } : null;
    },

    async insertCustomerReview(values) {
      const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
      return row.id;
    },

    audit: (entries) => writeAudit(db, entries),
  };
}
