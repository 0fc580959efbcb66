import { and, count, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/domain/orderStatus';
import type { Db } from '../../db/connection';
import { orders, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { findLiveOrder, type OrderRow } from './orders.repository';

/** What makes a done order similar to the one to staff. */
export interface SimilarityCriteria {
  readonly nicheId: number | null;
  readonly platformId: number | null;
  readonly productCatalogIds: readonly number[];
}

export interface SimilarWork {
  readonly designerId: number;
  readonly doneSimilar: number;
  /** Sum over the similar done orders of the criteria each matches. */
  readonly points: number;
}

function conditions(c: SimilarityCriteria): SQL[] {
  const list: SQL[] = [];
  if (c.nicheId) list.push(eq(orders.nicheId, c.nicheId));
  if (c.platformId) list.push(eq(orders.platformId, c.platformId));
  if (c.productCatalogIds.length > 0) {
    const catalogs = c.productCatalogIds.map(
      (id) => sql`${orders.productCatalogIds} @> ${JSON.stringify([id])}::jsonb`,
    );
    list.push(or(...catalogs)!);
  }
  return list;
}

/** Per designer, the done orders that match at least one criterion, and how well. */
export async function findSimilarWork(db: Db, criteria: SimilarityCriteria): Promise<SimilarWork[]> {
  const conds = conditions(criteria);
  if (conds.length === 0) return [];
  const points = sql.join(
    conds.map((c) => sql`(case when ${c} then 1 else 0 end)`),
    sql` + `,
  );
  const rows = await db
    .select({
      designerId: orders.designerId,
      doneSimilar: sql<number>`count(*)::int`,
      points: sql<number>`sum(${points})::int`,
    })
    .from(orders)
    .where(and(eq(orders.status, 'done'), eq(orders.isDelete, false), isNotNull(orders.designerId), or(...conds)))
    .groupBy(orders.designerId);
  return rows as SimilarWork[];
}

/** How many orders each designer has in the given statuses now. */
export async function countActiveOrders(
  db: Db,
  designerIds: readonly number[],
  statuses: readonly OrderStatus[],
): Promise<Map<number, number>> {
  if (designerIds.length === 0) return new Map();
  const rows = (await db
    .select({ designerId: orders.designerId, active: count() })
    .from(orders)
    .where(
      and(
        inArray(orders.designerId, [...designerIds]),
        inArray(orders.status, [...statuses]),
        eq(orders.isDelete, false),
      ),
    )
    .groupBy(orders.designerId)) as { designerId: number; active: number }[];
  return new Map(rows.map((r) => [r.designerId, Number(r.active)]));
}

/** Active designers (by role) among the ids, with their names. */
export async function findDesigners(
  db: Db,
  ids: readonly number[],
  roleIds: readonly number[],
): Promise<{ id: number; displayName: string }[]> {
  if (ids.length === 0) return [];
  return await db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(and(inArray(users.id, [...ids]), inArray(users.roleId, [...roleIds]), eq(users.isDelete, false)));
}

/** What a designer recommendation reads, as one object so the scoring can be tested with a fake. */
export interface RecommendDesignerRepository {
  /** The order, when it is live and the user reaches it. */
  findOrder(user: AuthUser, id: number): Promise<Pick<OrderRow, 'nicheId' | 'platformId' | 'productCatalogIds'> | null>;
  findSimilarWork(criteria: SimilarityCriteria): Promise<SimilarWork[]>;
  findDesigners(ids: readonly number[], roleIds: readonly number[]): Promise<{ id: number; displayName: string }[]>;
  countActiveOrders(designerIds: readonly number[], statuses: readonly OrderStatus[]): Promise<Map<number, number>>;
}

/** The recommendation's repository on a Drizzle database. */
export function drizzleRecommendDesignerRepository(db: Db): RecommendDesignerRepository {
  return {
    findOrder: (user, id) => findLiveOrder(db, user, id),
    findSimilarWork: (criteria) => findSimilarWork(db, criteria),
    findDesigners: (ids, roleIds) => findDesigners(db, ids, roleIds),
    countActiveOrders: (ids, statuses) => countActiveOrders(db, ids, statuses),
  };
}
