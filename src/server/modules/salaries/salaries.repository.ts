import { and, eq, gte, isNotNull, lt, ne, or, isNull, sql, type SQL } from 'drizzle-orm';
import type { KpiSublevel, SalaryScheme } from '../../../shared/domain/constants';
import { DEFAULT_ORDER_CLASS, ORDER_CLASS_FEATURES } from '../../../shared/domain/payroll/salaryFormula';
import type { SalaryPeriod } from '../../../shared/domain/payroll/salaryPeriod';
import { periodInstants } from '../../../shared/domain/payroll/salaryPeriod';
import { ROLE_IDS } from '../../../shared/domain/roles';
import { writeAudit, type AuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { orderDoneAt } from '../../db/orderDoneAt';
import { mistakeRecords, orders, salaryHistories, salaryInfos, users, workingRegisters } from '../../db/schema';

export type SalaryInfoRow = typeof salaryInfos.$inferSelect;
export type SalaryRow = typeof salaryHistories.$inferSelect;
export type SalaryValues = Omit<typeof salaryHistories.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A person the payroll may pay, with the scheme and coefficients their user row holds. */
export interface PayrollPerson {
  readonly id: number;
  readonly isDelete: boolean;
  readonly salaryScheme: SalaryScheme | null;
  readonly coef: number | null;
  readonly coefOT: number | null;
}

/** One person's registers over a period. */
export interface PeriodHours {
  readonly workingHours: number;
  readonly workingHoursOT: number;
  readonly days: number;
}

/** What the period's data holds, per user id. */
export interface PeriodWork {
  readonly hours: ReadonlyMap<number, PeriodHours>;
  /** The ids of their orders done in the period, by class. */
  readonly orders: ReadonlyMap<number, Readonly<Partial<Record<KpiSublevel, readonly number[]>>>>;
  /** The fines they accepted in the period. */
  readonly fines: ReadonlyMap<number, readonly { readonly id: number; readonly amount: number }[]>;
}

/** What the salary rules need of the database, one object so a fake can stand in. */
export interface SalariesRepository {
  transaction<T>(work: (tx: SalariesRepository) => Promise<T>): Promise<T>;
  /** The month's salary info, locked until the transaction ends (one computation of a month at a time). */
  lockInfo(by: { readonly dateMonth: string } | { readonly id: number }): Promise<SalaryInfoRow | null>;
  /** Every in-house user (not outsourced, not a customer account), deleted ones included. */
  inHouseStaff(): Promise<PayrollPerson[]>;
  periodWork(period: SalaryPeriod): Promise<PeriodWork>;
  monthRows(dateMonth: string): Promise<SalaryRow[]>;
  insertRows(values: readonly SalaryValues[]): Promise<SalaryRow[]>;
  updateRow(id: number, values: SalaryValues): Promise<SalaryRow>;
  close(id: number, at: Date): Promise<SalaryInfoRow>;
  audit(entries: readonly AuditEntry[]): Promise<void>;
}

/**
 * The class of an order in SQL, from the same table as `orderSublevel`. Written with literals
 * (code constants, never input) so the select and the GROUP BY are the same expression.
 */
const orderClass: SQL = sql.raw(
  `CASE ${ORDER_CLASS_FEATURES.map(
    ([feature, sublevel]) =>
      `WHEN "orders"."order_feature" @> '${JSON.stringify([feature])}'::jsonb THEN '${sublevel}'`,
  ).join(' ')} ELSE '${DEFAULT_ORDER_CLASS}' END`,
);

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

async function periodWork(db: Db, period: SalaryPeriod): Promise<PeriodWork> {
  const { start, end } = periodInstants(period);
  const hourRows = await db
    .select({
      userId: workingRegisters.userId,
      normal: sql<number>`coalesce(sum(${workingRegisters.totalHours}), 0)`.mapWith(Number),
      overtime: sql<number>`coalesce(sum(${workingRegisters.totalHoursOT}), 0)`.mapWith(Number),
      days: sql<number>`count(*)`.mapWith(Number),
    })
    .from(workingRegisters)
    .where(and(gte(workingRegisters.date, period.startDate), lt(workingRegisters.date, period.endDate)))
    .groupBy(workingRegisters.userId);

  // An order counts in the period its last step to done falls in, while it is still done.
  const doneAt = orderDoneAt(db);
  const sublevel = sql<KpiSublevel>`${orderClass}`;
  const orderRows = await db
    .select({
      designerId: orders.designerId,
      sublevel,
      ids: sql<unknown>`array_agg(${orders.id} ORDER BY ${orders.id})`,
    })
    .from(orders)
    .innerJoin(doneAt, eq(doneAt.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'done'),
        eq(orders.isDelete, false),
        isNotNull(orders.designerId),
        sql`${doneAt.at} >= ${start.toISOString()}::timestamptz`,
        sql`${doneAt.at} < ${end.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(orders.designerId, sublevel);

  const fineRows = await db
    .select({
      victimId: mistakeRecords.victimId,
      ids: sql<unknown>`array_agg(${mistakeRecords.id} ORDER BY ${mistakeRecords.id})`,
      amounts: sql<unknown>`array_agg(coalesce(${mistakeRecords.monetaryFine}, 0) ORDER BY ${mistakeRecords.id})`,
    })
    .from(mistakeRecords)
    .where(
      and(eq(mistakeRecords.isAccept, true), gte(mistakeRecords.acceptedAt, start), lt(mistakeRecords.acceptedAt, end)),
    )
    .groupBy(mistakeRecords.victimId);

  const byDesigner = new Map<number, Partial<Record<KpiSublevel, number[]>>>();
  for (const row of orderRows) {
    if (row.designerId === null) continue;
    const classes = byDesigner.get(row.designerId) ?? {};
    classes[row.sublevel] = ids(row.ids);
    byDesigner.set(row.designerId, classes);
  }
  return {
    hours: new Map(
      hourRows.map((r) => [r.userId, { workingHours: r.normal, workingHoursOT: r.overtime, days: r.days }]),
    ),
    orders: byDesigner,
    fines: new Map(
      fineRows.map((r) => {
        const amounts = ids(r.amounts);
        return [r.victimId, ids(r.ids).map((id, i) => ({ id, amount: amounts[i] ?? 0 }))];
      }),
    ),
  };
}

/** The repository on a Drizzle database or transaction. */
export function drizzleSalariesRepository(db: Db): SalariesRepository {
  return {
    transaction: (work) => db.transaction((tx) => work(drizzleSalariesRepository(tx))),
    async lockInfo(by) {
      const where = 'id' in by ? eq(salaryInfos.id, by.id) : eq(salaryInfos.dateMonth, by.dateMonth);
      const rows = await db.select().from(salaryInfos).where(where).orderBy(salaryInfos.id).limit(1).for('update');
      return rows[0] ?? null;
    },
    inHouseStaff: () =>
      db
        .select({
          id: users.id,
          isDelete: users.isDelete,
          salaryScheme: users.salaryScheme,
          coef: users.coef,
          coefOT: users.coefOT,
        })
        .from(users)
        .where(
          and(
            or(isNull(users.isOutsource), eq(users.isOutsource, false)),
            or(isNull(users.roleId), ne(users.roleId, ROLE_IDS.customer)),
          ),
        )
        .orderBy(users.id),
    periodWork: (period) => periodWork(db, period),
    monthRows: (dateMonth) =>
      db.select().from(salaryHistories).where(eq(salaryHistories.dateMonth, dateMonth)).orderBy(salaryHistories.id),
    insertRows: (values) =>
      values.length === 0
        ? Promise.resolve([])
        : db
            .insert(salaryHistories)
            .values([...values])
            .returning(),
    async updateRow(id, values) {
      const [row] = await db
        .update(salaryHistories)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(salaryHistories.id, id))
        .returning();
      return row;
    },
    async close(id, at) {
      const [row] = await db
        .update(salaryInfos)
        .set({ isClosed: true, closedAt: at, updatedAt: at })
        .where(eq(salaryInfos.id, id))
        .returning();
      return row;
    },
    audit: (entries) => writeAudit(db, entries),
  };
}
