import { and, asc, eq, getTableColumns, gt, inArray, max, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuditAction } from '../../../shared/domain/enums';
import type { ResourceDef } from '../../../shared/domain/resources';
import { tableOfResource } from '../../db/columns';
import type { Db } from '../../db/connection';
import { orderPeopleColumns } from '../../db/orderPeople';
import { auditEvents, orders, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { scopeCondition } from '../../resources';

/** One write of the audit trail, as the event stream reads it. */
export interface AuditRow {
  readonly id: number;
  readonly userId: number | null;
  readonly actorName: string | null;
  readonly action: AuditAction;
  readonly resource: string;
  readonly recordId: number | null;
  readonly before: Readonly<Record<string, unknown>> | null;
  readonly after: Readonly<Record<string, unknown>> | null;
  readonly createdAt: Date;
}

/** What a notification names of an order, and who works on it. */
export interface OrderBrief {
  readonly id: number;
  readonly code: string | null;
  readonly name: string | null;
  /** Sale, dealer, designer, delivery, quality assurance and guarantee: the order's people. */
  readonly people: readonly number[];
}

const auditColumns = {
  id: auditEvents.id,
  userId: auditEvents.userId,
  actorName: users.displayName,
  action: auditEvents.action,
  resource: auditEvents.resource,
  recordId: auditEvents.recordId,
  before: auditEvents.before,
  after: auditEvents.after,
  createdAt: auditEvents.createdAt,
};

async function auditRows(db: Db, where: SQL, limit?: number): Promise<AuditRow[]> {
  const query = db
    .select(auditColumns)
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .where(where)
    .orderBy(asc(auditEvents.id));
  return limit === undefined ? query : query.limit(limit);
}

export interface EventsRepository {
  /** The audit rows with these ids, oldest first. */
  byIds(ids: readonly number[]): Promise<AuditRow[]>;
  /** The first `limit` audit rows after `id`, oldest first. */
  after(id: number, limit: number): Promise<AuditRow[]>;
  /** The newest audit id, 0 when there is none. */
  lastId(): Promise<number>;
  /** The orders with these ids, soft-deleted ones included. */
  orderBriefs(ids: readonly number[]): Promise<Map<number, OrderBrief>>;
  /** Which of these rows of the resource fall within the user's record scope: 'all' when nothing narrows it. */
  inScope(user: AuthUser, resource: ResourceDef, ids: readonly number[]): Promise<ReadonlySet<number> | 'all'>;
}

export function drizzleEventsRepository(db: Db): EventsRepository {
  return {
    byIds: (ids) => (ids.length === 0 ? Promise.resolve([]) : auditRows(db, inArray(auditEvents.id, [...ids]))),
    after: (id, limit) => auditRows(db, gt(auditEvents.id, id), limit),
    async lastId() {
      const [row] = await db.select({ id: max(auditEvents.id) }).from(auditEvents);
      return row?.id ?? 0;
    },
    async orderBriefs(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: orders.id,
          code: orders.code,
          name: orders.name,
          ...orderPeopleColumns,
        })
        .from(orders)
        .where(inArray(orders.id, [...ids]));
      return new Map(
        rows.map(({ id, code, name, ...people }) => [
          id,
          { id, code, name, people: Object.values(people).filter((p): p is number => typeof p === 'number') },
        ]),
      );
    },
    async inScope(user, resource, ids) {
      const scope = scopeCondition(db, user, resource);
      if (!scope) return 'all';
      if (ids.length === 0) return new Set();
      const table = tableOfResource(resource);
      const id = (getTableColumns(table) as Record<string, PgColumn>).id;
      const rows = await db
        .select({ id })
        .from(table)
        .where(and(inArray(id, [...ids]), scope));
      return new Set(rows.map((row) => row.id as number));
    },
  };
}
