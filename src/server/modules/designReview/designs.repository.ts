import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MarkStatus } from '../../../shared/domain/designReview';
import type { OrderStatus } from '../../../shared/domain/orderStatus';
import type { Db } from '../../db/connection';
import { designMarks, orderHistories, users } from '../../db/schema';

/** A history entry that brought images: one version of the order's design. */
export interface VersionEntry {
  readonly historyId: number;
  readonly status: OrderStatus;
  readonly note: string | null;
  readonly products: readonly string[];
  readonly createdAt: Date;
  readonly author: { readonly id: number; readonly displayName: string | null } | null;
}

/** How many marks of each status a version's entry carries. */
export interface MarkCount {
  readonly historyId: number;
  readonly status: MarkStatus;
  readonly count: number;
}

/** Who someone is, as design review names them. */
export interface Person {
  readonly id: number;
  readonly displayName: string | null;
}

/** What the versions need of the database. */
export interface DesignsRepository {
  /** The order's history entries with products, oldest first (version 1 first). */
  versionEntries(orderId: number): Promise<VersionEntry[]>;
  /** The order's marks counted per version entry and status. */
  markCounts(orderId: number): Promise<MarkCount[]>;
  /** Users by id, with their display names. */
  people(ids: readonly number[]): Promise<Map<number, Person>>;
}

/** Entries whose products list is not empty. */
const withProducts = sql`jsonb_typeof(${orderHistories.products}) = 'array' and jsonb_array_length(${orderHistories.products}) > 0`;

export function drizzleDesignsRepository(db: Db): DesignsRepository {
  return {
    async versionEntries(orderId) {
      const rows = await db
        .select({
          historyId: orderHistories.id,
          status: orderHistories.status,
          note: orderHistories.note,
          products: orderHistories.products,
          createdAt: orderHistories.createdAt,
          authorId: users.id,
          authorName: users.displayName,
        })
        .from(orderHistories)
        .leftJoin(users, eq(users.id, orderHistories.assignerId))
        .where(and(eq(orderHistories.orderId, orderId), withProducts))
        .orderBy(asc(orderHistories.id));
      return rows.map(({ authorId, authorName, products, ...row }) => ({
        ...row,
        products: products ?? [],
        author: authorId === null ? null : { id: authorId, displayName: authorName },
      }));
    },

    markCounts(orderId) {
      return db
        .select({
          historyId: designMarks.versionHistoryId,
          status: designMarks.status,
          count: sql<number>`count(*)::int`,
        })
        .from(designMarks)
        .where(eq(designMarks.orderId, orderId))
        .groupBy(designMarks.versionHistoryId, designMarks.status);
    },

    async people(ids) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, displayName: users.displayName })
        .from(users)
        .where(inArray(users.id, unique));
      return new Map(rows.map((row) => [row.id, row]));
    },
  };
}
