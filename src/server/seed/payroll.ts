import type { Db } from '../db/connection';
import * as s from '../db/schema';
import { insertAll, insertReturningIds } from './batch';
import type { Random } from './random';
import type { SeededOrder } from './seededOrders';
import type { StaffIds } from './users';
import { OVERTIME_DAY_INDEX } from '../../shared/domain/constants';
import { addDays, addMonths, datesFrom, weekDayIndex, weekStart } from '../../shared/domain/payroll/calendarDate';
import { defaultPeriod, salaryMonthOf } from '../../shared/domain/payroll/salaryPeriod';
import { dayHours, PHASE_HOURS } from '../../shared/domain/payroll/workingHours';
import { MANAGER_SCOPE } from '../../shared/domain/permissions';
import { drizzleSalariesRepository, SalariesService } from '../modules/salaries/index';
import type { AuthUser } from '../plugins/auth';

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Designer and customer payments over done orders, some confirmed. */
export async function seedPayments(
  db: Db,
  random: Random,
  refs: { orders: SeededOrder[]; staff: StaffIds },
): Promise<void> {
  const done = refs.orders.filter((o) => o.status === 'done');
  const rows: (typeof s.payments.$inferInsert)[] = [];
  for (const designer of [...refs.staff.byRole.pd, ...refs.staff.byRole.pd_outsource]) {
    const theirs = done.filter((o) => o.designerId === designer);
    for (let start = 0; start < Math.min(theirs.length, 12); start += 4) {
      const batch = theirs.slice(start, start + 4);
      const bonusAmount = random.money(0, 500_000);
      const discountAmount = random.money(0, 200_000);
      rows.push({
        typeClient: 'DESIGNER',
        clientId: designer,
        orders: batch.map((o) => o.id),
        bonusAmount,
        discountAmount,
        totalAmount: sum(batch.map((o) => o.dealPrice)) + bonusAmount - discountAmount,
        note: `Designer payment for ${batch.length} orders`,
        isConfirm: random.chance(0.6),
      });
    }
  }
  for (const order of random.some(done, 20)) {
    rows.push({
      typeClient: 'customer',
      clientId: order.customerId,
      orders: [order.id],
      bonusAmount: 0,
      discountAmount: 0,
      totalAmount: order.priceOrder,
      note: 'Bank transfer',
      isConfirm: random.chance(0.7),
    });
  }
  await insertAll(db, s.payments, rows);
}

/** Bonus per level and KPI rate per level and order class of the seeded months (VND). */
const SEED_RATES = {
  baseSalary: 8_640_000,
  bonus: { A1: 3_000_000, A2: 2_000_000, A3: 1_000_000 },
  kpis: {
    A1: { A1: 400_000, A2: 250_000, A3: 120_000 },
    A2: { A1: 300_000, A2: 200_000, A3: 100_000 },
    A3: { A1: 200_000, A2: 120_000, A3: 60_000 },
  },
};

/** The salary month of `now` and the three before it, oldest first. */
const seededMonths = (now: Date) => {
  const current = salaryMonthOf(isoDate(now));
  return [-3, -2, -1, 0].map((m) => addMonths(current, m));
};

/**
 * Salary info for the current month and the three before it, and their salaries computed by
 * the payroll from the seeded registers, orders and fines; the two oldest months are closed.
 */
export async function seedSalaries(db: Db, refs: { now: Date; managerId: number }): Promise<void> {
  const months = seededMonths(refs.now);
  const infoIds = await insertReturningIds(
    db,
    s.salaryInfos,
    months.map((dateMonth) => ({ dateMonth, ...defaultPeriod(dateMonth), ...SEED_RATES, note: 'Standard scale' })),
  );
  const payroll = new SalariesService(drizzleSalariesRepository(db), () => refs.now);
  const manager: AuthUser = {
    id: refs.managerId,
    email: '',
    displayName: 'seed',
    roleId: null,
    customerId: null,
    scope: MANAGER_SCOPE,
    isOutsource: false,
    permission: null,
  };
  for (const [i, id] of infoIds.entries()) {
    if (i < 2) await payroll.close(manager, id);
    else await payroll.compute(manager, months[i]);
  }
}

/** How a seeded person works a day: their usual shifts, some overtime, now and then a day off. */
function seededHours(random: Random, dayIndex: number): number[] {
  if (dayIndex === OVERTIME_DAY_INDEX) return random.chance(0.2) ? [...PHASE_HOURS.C1] : [];
  if (random.chance(0.05)) return [];
  const day = random.chance(0.1) ? [...PHASE_HOURS.C1] : [...PHASE_HOURS.C1, ...PHASE_HOURS.C2];
  return random.chance(0.2) ? [...day, ...PHASE_HOURS.C3] : day;
}

/**
 * Working registers of in-house staff from the first day of the oldest seeded salary period
 * to the end of this week (weeks start on Monday), totals computed as the server computes them.
 */
export async function seedWorkingRegisters(
  db: Db,
  random: Random,
  refs: { userIds: number[]; now: Date },
): Promise<void> {
  const from = defaultPeriod(seededMonths(refs.now)[0]).startDate;
  const to = addDays(weekStart(isoDate(refs.now)), 7);
  const days = datesFrom(from, to);
  const rows = refs.userIds.flatMap((userId) =>
    days.flatMap((date) => {
      const workingTimes = seededHours(random, weekDayIndex(date));
      return workingTimes.length === 0 ? [] : [{ userId, date, workingTimes, ...dayHours(date, workingTimes) }];
    }),
  );
  await insertAll(db, s.workingRegisters, rows);
}
