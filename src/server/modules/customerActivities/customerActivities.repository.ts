import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { CustomerActivityKind } from '../../../shared/domain/customerActivity';
import { writeAudit, type AuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { customerActivities, users } from '../../db/schema';

/** A logged activity with its author's name. */
export interface CustomerActivityRow {
  readonly id: number;
  readonly customerId: number;
  readonly orderId: number | null;
  readonly kind: CustomerActivityKind;
  readonly at: Date;
  readonly summary: string;
  readonly authorId: number | null;
  readonly authorName: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface NewCustomerActivity {
  readonly customerId: number;
  readonly orderId: number | null;
  readonly kind: CustomerActivityKind;
  readonly at: Date;
  readonly summary: string;
  readonly authorId: number;
}

export type CustomerActivityChanges = Partial<Pick<NewCustomerActivity, 'orderId' | 'kind' | 'at' | 'summary'>>;

/** The logged activities' storage; the service holds the rules. */
export interface CustomerActivitiesRepository {
  list(
    customerId: number,
    page: { limit: number; offset: number },
  ): Promise<{ results: CustomerActivityRow[]; total: number }>;
  find(id: number): Promise<CustomerActivityRow | null>;
  insert(values: NewCustomerActivity): Promise<CustomerActivityRow>;
  /** Null when deleted meanwhile. */
  update(id: number, changes: CustomerActivityChanges): Promise<CustomerActivityRow | null>;
  remove(id: number): Promise<boolean>;
  audit(entry: AuditEntry): Promise<void>;
}

const withAuthor = { ...getTableColumns(customerActivities), authorName: users.displayName };

/** The logged activities in PostgreSQL (or PGlite) through Drizzle. */
export function drizzleCustomerActivitiesRepository(db: Db): CustomerActivitiesRepository {
  const select = () =>
    db.select(withAuthor).from(customerActivities).leftJoin(users, eq(users.id, customerActivities.authorId));
  const find = async (id: number): Promise<CustomerActivityRow | null> =>
    (await select().where(eq(customerActivities.id, id)).limit(1)).at(0) ?? null;
  return {
    list: async (customerId, { limit, offset }) => {
      const mine = eq(customerActivities.customerId, customerId);
      const [results, [{ total }]] = await Promise.all([
        select()
          .where(mine)
          .orderBy(desc(customerActivities.at), desc(customerActivities.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(customerActivities).where(mine),
      ]);
      return { results, total };
    },
    find,
    insert: async (values) => {
      const [row] = await db.insert(customerActivities).values(values).returning({ id: customerActivities.id });
      const inserted = await find(row.id);
      if (!inserted) throw new Error(`customer activity #${row.id} vanished after its insert`);
      return inserted;
    },
    update: async (id, changes) => {
      const rows = await db
        .update(customerActivities)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(customerActivities.id, id))
        .returning({ id: customerActivities.id });
      return rows.length > 0 ? find(id) : null;
    },
    remove: async (id) =>
      (
        await db
          .delete(customerActivities)
          .where(eq(customerActivities.id, id))
          .returning({ id: customerActivities.id })
      ).length > 0,
    audit: (entry) => writeAudit(db, [entry]),
  };
}
