import { KPI_SUBLEVELS, type KpiSublevel } from '../../../shared/domain/constants';
import { daysBetween, monthStart } from '../../../shared/domain/payroll/calendarDate';
import { computeSalary, type SalaryRates } from '../../../shared/domain/payroll/salaryFormula';
import { defaultPeriod, standardHoursOf, type SalaryPeriod } from '../../../shared/domain/payroll/salaryPeriod';
import { isManager } from '../../../shared/domain/permissions';
import { RESOURCES } from '../../../shared/domain/resources';
import { auditable, changedFields, type AuditEntry } from '../../db/audit';
import type { AuthUser } from '../../plugins/auth';
import { conflict, forbidden, notFound } from '../../plugins/httpErrors';
import type {
  PayrollPerson,
  PeriodWork,
  SalariesRepository,
  SalaryInfoRow,
  SalaryRow,
  SalaryValues,
} from './salaries.repository';

/** Longest salary period accepted: two months. */
export const MAX_PERIOD_DAYS = 62;

const monthText = (dateMonth: string) => dateMonth.slice(0, 7);

/** The period a month's salary info covers: its own dates, else the 20th to the 20th. */
export function periodOfInfo(info: Pick<SalaryInfoRow, 'dateMonth' | 'startDate' | 'endDate'>): SalaryPeriod {
  const fallback = defaultPeriod(info.dateMonth);
  return { startDate: info.startDate ?? fallback.startDate, endDate: info.endDate ?? fallback.endDate };
}

function assertPeriod(info: SalaryInfoRow, period: SalaryPeriod): void {
  const days = daysBetween(period.startDate, period.endDate);
  if (days < 1) {
    throw conflict(`The salary period of ${monthText(info.dateMonth)} ends before it starts: fix its dates first.`);
  }
  if (days > MAX_PERIOD_DAYS) {
    throw conflict(`The salary period of ${monthText(info.dateMonth)} lasts ${days} days; at most ${MAX_PERIOD_DAYS}.`);
  }
}

const ratesOf = (info: SalaryInfoRow): SalaryRates => ({
  baseSalary: info.baseSalary ?? 0,
  bonus: info.bonus ?? {},
  kpis: info.kpis ?? {},
});

/** JSON with sorted keys: the database keeps a JSON object's keys in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** True when a stored row already holds these figures and details: nothing to write. */
const sameFigures = (row: SalaryRow, values: SalaryValues) =>
  (Object.keys(values) as (keyof SalaryValues)[]).every((key) => canonical(row[key]) === canonical(values[key]));

const hasWork = (work: PeriodWork, id: number) => work.hours.has(id) || work.orders.has(id) || work.fines.has(id);

/** One person's row for the month, figures and the details they came from. */
export function salaryRowOf(
  info: SalaryInfoRow,
  period: SalaryPeriod,
  person: PayrollPerson,
  work: PeriodWork,
): SalaryValues {
  const rates = ratesOf(info);
  const standardHours = standardHoursOf(period);
  const hours = work.hours.get(person.id);
  const orders = work.orders.get(person.id) ?? {};
  const fines = work.fines.get(person.id) ?? [];
  const doneOrders = Object.fromEntries(KPI_SUBLEVELS.map((sub) => [sub, orders[sub]?.length ?? 0])) as Record<
    KpiSublevel,
    number
  >;
  const figures = computeSalary(rates, person, {
    standardHours,
    workingHours: hours?.workingHours ?? 0,
    workingHoursOT: hours?.workingHoursOT ?? 0,
    doneOrders,
    fines: fines.reduce((sum, fine) => sum + fine.amount, 0),
  });
  const { level, hourlyRate, ...stored } = figures;
  return {
    userId: person.id,
    dateMonth: info.dateMonth,
    ...period,
    ...stored,
    details: {
      baseSalary: rates.baseSalary,
      standardHours,
      hourlyRate,
      level,
      levelBonus: rates.bonus[level] ?? 0,
      kpiRates: rates.kpis[level] ?? {},
      doneOrders,
      registeredDays: hours?.days ?? 0,
      orders: KPI_SUBLEVELS.flatMap((sublevel) => (orders[sublevel] ?? []).map((id) => ({ id, sublevel }))),
      fines: [...fines],
    },
  };
}

/**
 * The monthly payroll (docs/salary.md): every in-house person's salary computed from the
 * month's salary info and the period's registers, done orders and accepted fines, written
 * as the month's salary history rows. A closed month is never computed again.
 */
export class SalariesService {
  constructor(
    private readonly repo: SalariesRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** POST /salaryHistories/compute. */
  async compute(user: AuthUser, dateMonth: string) {
    const month = monthStart(dateMonth);
    return this.repo.transaction(async (tx) => {
      const info = await tx.lockInfo({ dateMonth: month });
      if (!info) {
        throw notFound(`There is no salary info for ${monthText(month)}: add the month's salary info first.`);
      }
      return this.computeLocked(tx, user, info);
    });
  }

  /** POST /salaryInfos/{id}/close: a last computation, then the month is closed for good. */
  async close(user: AuthUser, id: number) {
    if (!isManager(user)) throw forbidden('Only a manager closes a salary month.', { resource: 'salaryInfos' });
    return this.repo.transaction(async (tx) => {
      const info = await tx.lockInfo({ id });
      if (!info) throw notFound(`salaryInfos #${id} was not found.`);
      const computed = await this.computeLocked(tx, user, info);
      const closed = await tx.close(id, this.now());
      await tx.audit([
        {
          userId: user.id,
          action: 'update',
          resource: 'salaryInfos',
          recordId: id,
          summary: `salaries of ${monthText(info.dateMonth)} closed`,
          ...changedFields(RESOURCES.salaryInfos, info, closed),
        },
      ]);
      return { ...computed, salaryInfo: closed };
    });
  }

  private async computeLocked(tx: SalariesRepository, user: AuthUser, info: SalaryInfoRow) {
    if (info.isClosed) {
      throw conflict(`The salaries of ${monthText(info.dateMonth)} are closed: they no longer change.`);
    }
    const period = periodOfInfo(info);
    assertPeriod(info, period);
    // One after another: a transaction is one connection, which runs one query at a time.
    const staff = await tx.inHouseStaff();
    const work = await tx.periodWork(period);
    const existing = await tx.monthRows(info.dateMonth);
    const rowsByUser = new Map(existing.map((row) => [row.userId, row]));
    const paid = staff.filter((p) => !p.isDelete || hasWork(work, p.id) || rowsByUser.has(p.id));
    const values = paid.map((person) => salaryRowOf(info, period, person, work));

    const inserted = await tx.insertRows(values.filter((v) => !rowsByUser.has(v.userId)));
    const audit: AuditEntry[] = inserted.map((row) => ({
      ...this.entry(user, 'create', row),
      after: auditable(RESOURCES.salaryHistories, row),
    }));
    for (const value of values) {
      const before = rowsByUser.get(value.userId);
      if (!before || sameFigures(before, value)) continue;
      const after = await tx.updateRow(before.id, value);
      audit.push({ ...this.entry(user, 'update', after), ...changedFields(RESOURCES.salaryHistories, before, after) });
    }
    await tx.audit(audit);
    return {
      salaryInfo: info,
      count: values.length,
      totalSalary: values.reduce((sum, v) => sum + (v.salary ?? 0), 0),
    };
  }

  private entry(user: AuthUser, action: 'create' | 'update', row: SalaryRow): AuditEntry {
    return {
      userId: user.id,
      action,
      resource: 'salaryHistories',
      recordId: row.id,
      summary: `salary of users #${row.userId} for ${monthText(row.dateMonth)} ${action === 'create' ? 'computed' : 'recomputed'}`,
    };
  }
}
