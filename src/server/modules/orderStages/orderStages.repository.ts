import { and, desc, eq, inArray, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/domain/orderStatus';
import { RESOURCES } from '../../../shared/domain/resources';
import type { OrderPeopleField } from '../../../shared/domain/stageLateness';
import { writeAudit, type AuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { orderPeopleColumns } from '../../db/orderPeople';
import { departments, orderHistories, orders, stageLateNotices, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { scopeCondition } from '../../resources/index';
import { heldByDepartment, stageHoldersJson } from './stageHolders.sql';

/** Late orders per holding department (null: holders without one, or nobody). */
export interface DepartmentCount {
  readonly departmentId: number | null;
  readonly total: number;
}

/** An order late at its stage whose lateness nobody announced yet. */
export interface LateStage {
  readonly orderId: number;
  /** The newest history entry: the stage. */
  readonly historyId: number;
  readonly status: OrderStatus;
  readonly stageDueAt: Date;
  readonly assignedUser: readonly number[] | null;
  readonly people: Readonly<Record<OrderPeopleField, number | null>>;
}

/** Live orders late at their stage at `now`. */
const lateAt = (now: Date): SQL => and(eq(orders.isDelete, false), lt(orders.stageDueAt, now))!;

/** What the deadlines per stage need of the database, as one object so the rules are tested with a fake. */
export interface OrderStagesRepository {
  /** Condition on `orders`: the current stage is held by someone of the department. */
  heldBy(departmentId: number): SQL;
  /** The late orders the user may read, in all and per holding department. */
  lateByDepartment(user: AuthUser, now: Date): Promise<{ total: number; departments: DepartmentCount[] }>;
  departmentNames(ids: readonly number[]): Promise<Map<number, string>>;
  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (tx: OrderStagesRepository) => Promise<T>): Promise<T>;
  /** Up to `limit` late stages not announced yet, oldest due first. */
  unannouncedLate(now: Date, limit: number): Promise<LateStage[]>;
  /** Marks the stages announced; answers those this call marked (another instance may have been first). */
  claim(stages: readonly Pick<LateStage, 'historyId' | 'orderId'>[]): Promise<Set<number>>;
  audit(entries: readonly AuditEntry[]): Promise<void>;
}

export function drizzleOrderStagesRepository(db: Db): OrderStagesRepository {
  return {
    heldBy: heldByDepartment,

    async lateByDepartment(user, now) {
      const where = and(lateAt(now), scopeCondition(db, user, RESOURCES.orders));
      const [all] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .where(where);
      const holder = db
        .select({ userId: sql<number | null>`(holder.user_id)::int`.as('user_id') })
        .from(sql`jsonb_array_elements_text(${stageHoldersJson}) AS holder(user_id)`)
        .as('holder');
      const rows = await db
        .select({ departmentId: users.departmentId, total: sql<number>`count(DISTINCT ${orders.id})::int` })
        .from(orders)
        .crossJoinLateral(holder)
        .leftJoin(users, eq(users.id, holder.userId))
        .where(where)
        .groupBy(users.departmentId);
      return { total: all?.total ?? 0, departments: rows };
    },

    async departmentNames(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(inArray(departments.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    transaction: (work) => db.transaction((tx) => work(drizzleOrderStagesRepository(tx))),

    async unannouncedLate(now, limit) {
      const newest = db
        .select({ id: orderHistories.id, assignedUser: orderHistories.assignedUser })
        .from(orderHistories)
        .where(eq(orderHistories.orderId, orders.id))
        .orderBy(desc(orderHistories.id))
        .limit(1)
        .as('newest');
      const announced = db
        .select({ one: sql`1` })
        .from(stageLateNotices)
        .where(eq(stageLateNotices.historyId, newest.id));
      const rows = await db
        .select({
          orderId: orders.id,
          historyId: newest.id,
          status: orders.status,
          stageDueAt: orders.stageDueAt,
          assignedUser: newest.assignedUser,
          ...orderPeopleColumns,
        })
        .from(orders)
        .innerJoinLateral(newest, sql`true`)
        .where(and(lateAt(now), notExists(announced)))
        .orderBy(orders.stageDueAt, orders.id)
        .limit(limit);
      return rows.flatMap(({ orderId, historyId, status, stageDueAt, assignedUser, ...people }) =>
        status && stageDueAt ? [{ orderId, historyId, status, stageDueAt, assignedUser, people }] : [],
      );
    },

    async claim(stages) {
      if (stages.length === 0) return new Set();
      const rows = await db
        .insert(stageLateNotices)
        // In key order, so two instances claiming at once never wait on each other in a circle.
        .values(
          [...stages]
            .sort((a, b) => a.historyId - b.historyId)
            .map(({ historyId, orderId }) => ({ historyId, orderId })),
        )
        .onConflictDoNothing()
        .returning({ historyId: stageLateNotices.historyId });
      return new Set(rows.map((row) => row.historyId));
    },

    audit: (entries) => writeAudit(db, entries),
  };
}
