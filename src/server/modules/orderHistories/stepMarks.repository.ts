import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { designMarks } from '../../db/schema';

/**
 * What a workflow step reads and writes of the design's marks (issue 38): the marks made during
 * a step, those an upload resolves. Here, beside the workflow, so the design review module
 * (above it: it moves orders through the workflow) is not imported from below.
 */

/** How many marks were made during a step (its history entry): the reason a reject at verified may give. */
export async function countStepMarks(db: Db, historyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(designMarks)
    .where(eq(designMarks.stepHistoryId, historyId));
  return row?.n ?? 0;
}

/** A mark's id and status. */
export type MarkState = Pick<typeof designMarks.$inferSelect, 'id' | 'status'>;

/** The marks of an order among `ids`. */
export function marksAmong(db: Db, orderId: number, ids: readonly number[]): Promise<MarkState[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: designMarks.id, status: designMarks.status })
    .from(designMarks)
    .where(and(eq(designMarks.orderId, orderId), inArray(designMarks.id, [...ids])));
}

/** Resolves marks by `userId` at `now`. */
export async function resolveMarkRows(db: Db, ids: readonly number[], userId: number, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(designMarks)
    .set({ status: 'resolved', resolvedBy: userId, resolvedAt: now, updatedAt: now })
    .where(inArray(designMarks.id, [...ids]));
}
