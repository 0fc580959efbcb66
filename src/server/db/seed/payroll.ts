import type { Db } from '../connection';
import * as s from '../schema';
import { insertAll } from './batch';
import type { Random } from './random';
import type { SeededOrder } from './seededOrders';
import type { StaffIds } from './users';
import { DAY_MS } from '../../../shared/domain/time';

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

/** Salary periods run from the 20th of the previous month to the 20th (spec section 9). */
function period(now: Date, monthsAgo: number) {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  return {
    dateMonth: isoDate(month),
    startDate: isoDate(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() - 1, 20))),
    endDate: isoDate(new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 20))),
  };
}

/** Salary info for the last three months and salary histories of the staff for two. */
export async function seedSalaries(db: Db, random: Random, refs: { staff: StaffIds; now: Date }): Promise<void> {
  const bonus = { A1: 3_000_000, A2: 2_000_000, A3: 1_000_000 };
  const kpis = { A1: { A1: 1_500_000, A2: 1_000_000, A3: 500_000 }, A2: { A1: 1_000_000, A2: 700_000, A3: 400_000 } };
  await insertAll(
    db,
    s.salaryInfos,
    [0, 1, 2].map((m) => ({ ...period(refs.now, m), baseSalary: 8_000_000, note: 'Standard scale', bonus, kpis })),
  );
  const histories = [1, 2].flatMap((m) =>
    refs.staff.staff.map((userId) => {
      const workingHours = random.int(150, 190);
      const workingHoursOT = random.int(0, 20);
      const salaryInBasic = random.money(7_000_000, 12_000_000);
      const salaryInKpi = random.money(0, 1_500_000);
      const salaryInBonus = random.money(0, 1_000_000);
      const salaryInOT = workingHoursOT * 80_000;
      return {
        ...period(refs.now, m),
        userId,
        salaryScheme: random.pick(['A1', 'A2', 'B1', 'C1', 'E']),
        coef: 1.2,
        coefOT: 1.5,
        kpi: random.int(70, 100),
        workingHours,
        workingHoursOT,
        salaryInBasic,
        salaryInKpi,
        salaryInBonus,
        salaryInOT,
        salary: salaryInBasic + salaryInKpi + salaryInBonus + salaryInOT,
      };
    }),
  );
  await insertAll(db, s.salaryHistories, histories);
}

/**
 * Working registers of in-house staff for last week and this week (weeks start on Monday).
 * `workingTimes` lists the registered hours (8 = 08:00-09:00); hours from 19 and the whole
 * day at week index 6 (Sunday) count as overtime (spec section 5).
 */
export async function seedWorkingRegisters(
  db: Db,
  random: Random,
  refs: { userIds: number[]; now: Date },
): Promise<void> {
  const today = new Date(Date.UTC(refs.now.getUTCFullYear(), refs.now.getUTCMonth(), refs.now.getUTCDate()));
  const lastMonday = new Date(today.getTime() - (((today.getUTCDay() + 6) % 7) + 7) * DAY_MS);
  const shifts = [
    [8, 9, 10, 11],
    [13, 14, 15, 16, 17],
    [19, 20, 21, 22],
  ];
  const rows = refs.userIds.flatMap((userId) =>
    Array.from({ length: 14 }, (_, i) => i)
      .filter((i) => i % 7 !== 6 || random.chance(0.2))
      .map((i) => {
        const hours = shifts.filter((_, k) => k < 2 || random.chance(0.25)).flat();
        const overtime = i % 7 === 6 ? hours.length : hours.filter((h) => h >= 19).length;
        return {
          userId,
          date: isoDate(new Date(lastMonday.getTime() + i * DAY_MS)),
          workingTimes: hours,
          totalHours: hours.length - overtime,
          totalHoursOT: overtime,
        };
      }),
  );
  await insertAll(db, s.workingRegisters, rows);
}
