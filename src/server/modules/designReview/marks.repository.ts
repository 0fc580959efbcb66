import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MarkStatus } from '../../../shared/domain/designReview';
import { writeAudit, type AuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { designMarkReplies, designMarks, orderHistories } from '../../db/schema';

/** A mark as stored. */
export type MarkRow = typeof designMarks.$inferSelect;
export type MarkValues = typeof designMarks.$inferInsert;
/** A reply as stored. */
export type ReplyRow = typeof designMarkReplies.$inferSelect;
export type ReplyValues = typeof designMarkReplies.$inferInsert;

/** Which of an order's marks a list takes. */
export interface MarkFilter {
  readonly versionHistoryId?: number;
  readonly status?: MarkStatus;
  /** Only the marks the customer's page shows: meant for the customer, or written by them. */
  readonly customerVisible?: boolean;
}

/** What marks need of the database; `transaction` hands the work a repository bound to it. */
export interface MarksRepository {
  transaction<T>(work: (tx: MarksRepository) => Promise<T>): Promise<T>;
  insertMark(values: MarkValues): Promise<MarkRow>;
  findMark(id: number): Promise<MarkRow | null>;
  updateMark(id: number, values: Partial<MarkValues>): Promise<MarkRow | null>;
  deleteMark(id: number): Promise<MarkRow | null>;
  listMarks(orderId: number, filter: MarkFilter): Promise<MarkRow[]>;
  insertReply(values: ReplyValues): Promise<ReplyRow>;
  /** The replies of these marks, oldest first. */
  repliesOf(markIds: readonly number[]): Promise<ReplyRow[]>;
  /** The order's current history entry: the step a new mark belongs to. */
  currentEntryId(orderId: number): Promise<number | null>;
  audit(entries: readonly AuditEntry[]): Promise<void>;
}

export function drizzleMarksRepository(db: Db): MarksRepository {
  return {
    transaction: (work) => db.transaction((tx) => work(drizzleMarksRepository(tx))),

    async insertMark(values) {
      const [row] = await db.insert(designMarks).values(values).returning();
      return row;
    },

    async findMark(id) {
      const [row] = await db.select().from(designMarks).where(eq(designMarks.id, id)).limit(1);
      return row ?? null;
    },

    async updateMark(id, values) {
      const [row] = await db
        .update(designMarks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(designMarks.id, id))
        .returning();
      return row ?? null;
    },

    async deleteMark(id) {
      const [row] = await db.delete(designMarks).where(eq(designMarks.id, id)).returning();
      return row ?? null;
    },

    listMarks(orderId, filter) {
      return db
        .select()
        .from(designMarks)
        .where(
          and(
            eq(designMarks.orderId, orderId),
            filter.versionHistoryId === undefined
              ? undefined
              : eq(designMarks.versionHistoryId, filter.versionHistoryId),
            filter.status === undefined ? undefined : eq(designMarks.status, filter.status),
            filter.customerVisible
              ? sql`(${designMarks.forCustomer} or ${designMarks.authorKind} = 'customer')`
              : undefined,
          ),
        )
        .orderBy(asc(designMarks.id));
    },

    async insertReply(values) {
      const [row] = await db.insert(designMarkReplies).values(values).returning();
      return row;
    },

    repliesOf(markIds) {
      if (markIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(designMarkReplies)
        .where(inArray(designMarkReplies.markId, [...markIds]))
        .orderBy(asc(designMarkReplies.id));
    },

    async currentEntryId(orderId) {
      const [row] = await db
        .select({ id: orderHistories.id })
        .from(orderHistories)
        .where(eq(orderHistories.orderId, orderId))
        .orderBy(sql`${orderHistories.id} desc`)
        .limit(1);
      return row?.id ?? null;
    },

    audit: (entries) => writeAudit(db, entries),
  };
}
