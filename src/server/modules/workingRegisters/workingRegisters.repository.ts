import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { RESOURCES } from '../../../shared/domain/resources';
import { writeAudit, type AuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { users, workingRegisters } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { scopeCondition } from '../../resources/index';

export type RegisterRow = typeof workingRegisters.$inferSelect;
export type RegisterValues = Pick<
  typeof workingRegisters.$inferInsert,
  'userId' | 'date' | 'workingTimes' | 'totalHours' | 'totalHoursOT'
>;

/** The person a register is for, as the rules need them. */
export interface RegisterOwner {
  readonly id: number;
  readonly isDelete: boolean;
  readonly isOutsource: boolean | null;
}

/** What the working-register rules need of the database, one object so a fake can stand in. */
export interface WorkingRegistersRepository {
  transaction<T>(work: (tx: WorkingRegistersRepository) => Promise<T>): Promise<T>;
  /** The user, locked until the transaction ends: one person's registrations run one after another. */
  lockOwner(userId: number): Promise<RegisterOwner | null>;
  /** The registers the user has on these dates. */
  onDates(userId: number, dates: readonly string[]): Promise<RegisterRow[]>;
  /** The user's registers from `from` to `to`, both included, by date. */
  between(userId: number, from: string, to: string): Promise<RegisterRow[]>;
  /** A register the caller reaches (scope applied). */
  findReachable(user: AuthUser, id: number): Promise<RegisterRow | null>;
  insert(values: RegisterValues): Promise<RegisterRow>;
  /** Changes a register unless it changed since `expected` (null: whatever it holds); null when none matched. */
  update(id: number, values: Partial<RegisterValues>, expected: Date | null): Promise<RegisterRow | null>;
  remove(id: number): Promise<void>;
  audit(entries: readonly AuditEntry[]): Promise<void>;
}

/** The registers of users of these roles: the week table's role filter. */
export const ofUsersInRoles = (roleIds: readonly number[]) =>
  inArray(
    workingRegisters.userId,
    sql`(SELECT ${users.id} FROM ${users} WHERE ${inArray(users.roleId, [...roleIds])})`,
  );

/** The repository on a Drizzle database or transaction. */
export function drizzleWorkingRegistersRepository(db: Db): WorkingRegistersRepository {
  return {
    transaction: (work) => db.transaction((tx) => work(drizzleWorkingRegistersRepository(tx))),
    async lockOwner(userId) {
      const rows = await db
        .select({ id: users.id, isDelete: users.isDelete, isOutsource: users.isOutsource })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return rows[0] ?? null;
    },
    onDates: (userId, dates) =>
      dates.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(workingRegisters)
            .where(and(eq(workingRegisters.userId, userId), inArray(workingRegisters.date, [...dates]))),
    between: (userId, from, to) =>
      db
        .select()
        .from(workingRegisters)
        .where(
          and(eq(workingRegisters.userId, userId), gte(workingRegisters.date, from), lte(workingRegisters.date, to)),
        )
        .orderBy(asc(workingRegisters.date), asc(workingRegisters.id)),
    async findReachable(user, id) {
      const rows = await db
        .select()
        .from(workingRegisters)
        .where(and(eq(workingRegisters.id, id), scopeCondition(db, user, RESOURCES.workingRegisters)))
        .limit(1);
      return rows[0] ?? null;
    },
    async insert(values) {
      const [row] = await db.insert(workingRegisters).values(values).returning();
      return row;
    },
    async update(id, values, expected) {
      const unchanged = expected
        ? sql`date_trunc('milliseconds', ${workingRegisters.updatedAt}) = ${expected.toISOString()}::timestamptz`
        : undefined;
      const rows = await db
        .update(workingRegisters)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(workingRegisters.id, id), unchanged))
        .returning();
      return rows[0] ?? null;
    },
    async remove(id) {
      await db.delete(workingRegisters).where(eq(workingRegisters.id, id));
    },
    audit: (entries) => writeAudit(db, entries),
  };
}
