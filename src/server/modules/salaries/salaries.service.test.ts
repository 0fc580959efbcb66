import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../db/audit';
import type { AuthUser } from '../../plugins/auth';
import { testUser } from '../../plugins/testUsers';
import type {
  PayrollPerson,
  PeriodWork,
  SalariesRepository,
  SalaryInfoRow,
  SalaryRow,
  SalaryValues,
} from './salaries.repository';
import { periodOfInfo, SalariesService } from './salaries.service';

/** The payroll's rules with an in-memory repository: who is paid, what is written, closing. */

const NOW = new Date('2026-03-25T03:00:00Z');

const info = (overrides: Partial<SalaryInfoRow> = {}): SalaryInfoRow => ({
  id: 3,
  dateMonth: '2026-03-01',
  startDate: null,
  endDate: null,
  baseSalary: 8_640_000,
  note: null,
  bonus: { A2: 2_000_000, A3: 1_000_000 },
  kpis: { A2: { A1: 300_000, A2: 200_000, A3: 100_000 } },
  isClosed: null,
  closedAt: null,
  createdAt: NOW,
  updatedAt: NOW,
  ...overrides,
});

class FakePayroll implements SalariesRepository {
  info: SalaryInfoRow | null = info();
  staff: PayrollPerson[] = [];
  work: PeriodWork = { hours: new Map(), orders: new Map(), fines: new Map() };
  rows: SalaryRow[] = [];
  updates = 0;
  audits: AuditEntry[] = [];

  transaction<T>(work: (tx: SalariesRepository) => Promise<T>): Promise<T> {
    return work(this);
  }
  lockInfo(by: { dateMonth: string } | { id: number }) {
    const found = this.info && ('id' in by ? this.info.id === by.id : this.info.dateMonth === by.dateMonth);
    return Promise.resolve(found ? this.info : null);
  }
  inHouseStaff() {
    return Promise.resolve(this.staff);
  }
  periodWork() {
    return Promise.resolve(this.work);
  }
  monthRows(dateMonth: string) {
    return Promise.resolve(this.rows.filter((r) => r.dateMonth === dateMonth));
  }
  insertRows(values: readonly SalaryValues[]) {
    const rows = values.map(
      (v, i) => ({ ...v, id: this.rows.length + i + 1, createdAt: NOW, updatedAt: NOW }) as SalaryRow,
    );
    this.rows.push(...rows);
    return Promise.resolve(rows);
  }
  updateRow(id: number, values: SalaryValues) {
    this.updates += 1;
    const index = this.rows.findIndex((r) => r.id === id);
    this.rows[index] = { ...this.rows[index], ...values };
    return Promise.resolve(this.rows[index]);
  }
  close(_id: number, at: Date) {
    this.info = { ...(this.info as SalaryInfoRow), isClosed: true, closedAt: at };
    return Promise.resolve(this.info);
  }
  audit(entries: readonly AuditEntry[]) {
    this.audits.push(...entries);
    return Promise.resolve();
  }
}

const manager = testUser({ email: 'm@x.io' });
const accountant: AuthUser = { ...manager, id: 2, scope: 'staff', permission: { salaryHistories: ['create'] } };

let repo: FakePayroll;
let service: SalariesService;
beforeEach(() => {
  repo = new FakePayroll();
  repo.staff = [
    { id: 7, isDelete: false, salaryScheme: 'A2', coef: 1.25, coefOT: 1.5 },
    { id: 8, isDelete: false, salaryScheme: null, coef: null, coefOT: null },
    { id: 9, isDelete: true, salaryScheme: 'B1', coef: 1, coefOT: 1.5 },
    { id: 10, isDelete: true, salaryScheme: 'B1', coef: 1, coefOT: 1.5 },
  ];
  repo.work = {
    hours: new Map([
      [7, { workingHours: 180, workingHoursOT: 14, days: 21 }],
      [9, { workingHours: 36, workingHoursOT: 0, days: 4 }],
    ]),
    orders: new Map([[7, { A1: [101, 102], A2: [103, 104, 105], A3: [106, 107, 108, 109, 110] }]]),
    fines: new Map([
      [
        7,
        [
          { id: 5, amount: 200_000 },
          { id: 6, amount: 150_000 },
        ],
      ],
    ]),
  };
  service = new SalariesService(repo, () => NOW);
});

describe('computing a month', () => {
  it('pays the live staff and the leavers who worked in the period, with the worked example’s figures', async () => {
    const result = await service.compute(accountant, '2026-03-19');
    expect(repo.rows.map((r) => r.userId)).toEqual([7, 8, 9]);
    expect(result.count).toBe(3);
    const lan = repo.rows[0];
    expect(lan).toMatchObject({
      dateMonth: '2026-03-01',
      startDate: '2026-02-20',
      endDate: '2026-03-20',
      salary: 13_066_667,
      details: { standardHours: 216, hourlyRate: 50_000, registeredDays: 21, doneOrders: { A1: 2, A2: 3, A3: 5 } },
    });
    expect(result.totalSalary).toBe(repo.rows.reduce((sum, r) => sum + (r.salary ?? 0), 0));
    expect(repo.audits.map((a) => a.action)).toEqual(['create', 'create', 'create']);
  });

  it('rewrites only the rows whose figures changed', async () => {
    await service.compute(accountant, '2026-03-01');
    repo.audits = [];
    await service.compute(accountant, '2026-03-01');
    expect(repo.updates).toBe(0);
    expect(repo.audits).toEqual([]);
    repo.work = { ...repo.work, fines: new Map() };
    await service.compute(accountant, '2026-03-01');
    expect(repo.updates).toBe(1);
    expect(repo.rows[0]).toMatchObject({ fines: 0, salary: 13_416_667 });
    expect(repo.audits[0]).toMatchObject({ action: 'update', before: { fines: 350_000 }, after: { fines: 0 } });
  });

  it('takes the period from the salary info, and refuses a missing month or an impossible period', async () => {
    expect(periodOfInfo(info({ startDate: '2026-02-16', endDate: '2026-03-16' }))).toEqual({
      startDate: '2026-02-16',
      endDate: '2026-03-16',
    });
    await expect(service.compute(accountant, '2026-04-01')).rejects.toMatchObject({ statusCode: 404 });
    repo.info = info({ startDate: '2026-03-20', endDate: '2026-03-01' });
    await expect(service.compute(accountant, '2026-03-01')).rejects.toThrow(/ends before it starts/);
    repo.info = info({ startDate: '2026-01-01', endDate: '2026-03-20' });
    await expect(service.compute(accountant, '2026-03-01')).rejects.toThrow(/at most 62/);
  });
});

describe('closing a month', () => {
  it('computes it one last time, closes it, and then refuses any computation', async () => {
    await expect(service.close(accountant, 3)).rejects.toMatchObject({ statusCode: 403 });
    const closed = await service.close(manager, 3);
    expect(closed.salaryInfo).toMatchObject({ isClosed: true, closedAt: NOW });
    expect(repo.rows).toHaveLength(3);
    const audit = repo.audits.at(-1);
    expect(audit).toMatchObject({ resource: 'salaryInfos', recordId: 3, after: { isClosed: true } });

    repo.work = { hours: new Map(), orders: new Map(), fines: new Map() };
    await expect(service.compute(accountant, '2026-03-01')).rejects.toMatchObject({ statusCode: 409 });
    await expect(service.close(manager, 3)).rejects.toMatchObject({ statusCode: 409 });
    expect(repo.rows[0]).toMatchObject({ salary: 13_066_667 });
  });
});
