import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../db/audit';
import type { AuthUser } from '../../plugins/auth';
import type {
  RegisterOwner,
  RegisterRow,
  RegisterValues,
  WorkingRegistersRepository,
} from './workingRegisters.repository';
import { mayRegisterFor } from '../../../shared/domain/payroll/personAccess';
import { WorkingRegistersService } from './workingRegisters.service';

/** The working-register rules with an in-memory repository: who registers for whom, totals, clearing. */

class FakeRegisters implements WorkingRegistersRepository {
  rows = new Map<number, RegisterRow>();
  owners = new Map<number, RegisterOwner>();
  audits: AuditEntry[] = [];
  private nextId = 1;

  transaction<T>(work: (tx: WorkingRegistersRepository) => Promise<T>): Promise<T> {
    return work(this);
  }
  lockOwner(userId: number) {
    return Promise.resolve(this.owners.get(userId) ?? null);
  }
  onDates(userId: number, dates: readonly string[]) {
    return Promise.resolve([...this.rows.values()].filter((r) => r.userId === userId && dates.includes(r.date)));
  }
  between(userId: number, from: string, to: string) {
    return Promise.resolve(
      [...this.rows.values()].filter((r) => r.userId === userId && r.date >= from && r.date <= to),
    );
  }
  findReachable(_user: AuthUser, id: number) {
    return Promise.resolve(this.rows.get(id) ?? null);
  }
  insert(values: RegisterValues) {
    const now = new Date('2026-03-09T01:00:00Z');
    const row = { ...values, id: this.nextId++, createdAt: now, updatedAt: now } as RegisterRow;
    this.rows.set(row.id, row);
    return Promise.resolve(row);
  }
  update(id: number, values: Partial<RegisterValues>) {
    const row = { ...this.rows.get(id)!, ...values, updatedAt: new Date('2026-03-09T02:00:00Z') };
    this.rows.set(id, row);
    return Promise.resolve(row);
  }
  remove(id: number) {
    this.rows.delete(id);
    return Promise.resolve();
  }
  audit(entries: readonly AuditEntry[]) {
    this.audits.push(...entries);
    return Promise.resolve();
  }
}

const person = (id: number, permission: Record<string, string[]>, scope = 'staff'): AuthUser => ({
  id,
  email: `${id}@x.io`,
  displayName: `User ${id}`,
  roleId: 7,
  customerId: null,
  scope,
  isOutsource: false,
  permission,
});

const designer = person(7, { workingRegisters: ['create'] });
const planner = person(9, { workingRegisters: ['get', 'create'] });
const manager = person(1, {}, 'manager');

let repo: FakeRegisters;
let service: WorkingRegistersService;
beforeEach(() => {
  repo = new FakeRegisters();
  for (const id of [1, 7, 9]) repo.owners.set(id, { id, isDelete: false, isOutsource: false });
  repo.owners.set(24, { id: 24, isDelete: false, isOutsource: true });
  repo.owners.set(30, { id: 30, isDelete: true, isOutsource: false });
  service = new WorkingRegistersService(repo);
});

describe('who registers for whom', () => {
  it('lets anyone register for themselves, and for others only with get and create, or a manager', () => {
    expect(mayRegisterFor(designer, 7)).toBe(true);
    expect(mayRegisterFor(designer, 9)).toBe(false);
    expect(mayRegisterFor(planner, 7)).toBe(true);
    expect(mayRegisterFor(manager, 7)).toBe(true);
  });

  it('refuses a designer registering a colleague, and nobody registers outsourced or deleted people', async () => {
    const body = (userId: number) => ({ userId, values: [{ date: '2026-03-09', workingTimes: [8] }] });
    await expect(service.createMany(designer, body(9))).rejects.toMatchObject({ statusCode: 403 });
    await expect(service.createMany(manager, body(24))).rejects.toMatchObject({ statusCode: 400 });
    await expect(service.createMany(manager, body(30))).rejects.toMatchObject({ statusCode: 404 });
    await expect(service.createMany(manager, body(99))).rejects.toMatchObject({ statusCode: 404 });
    expect(repo.rows.size).toBe(0);
  });
});

describe('createMany', () => {
  it('stores the hours sorted with their totals, replaces a day and clears an emptied one', async () => {
    const first = await service.createMany(designer, {
      userId: 7,
      values: [
        { date: '2026-03-09', workingTimes: [13, 8, 19] },
        { date: '2026-03-15', workingTimes: [8, 9] },
      ],
    });
    expect(first.results.map((r) => [r.workingTimes, r.totalHours, r.totalHoursOT])).toEqual([
      [[8, 13, 19], 2, 1],
      [[8, 9], 0, 2],
    ]);
    const second = await service.createMany(designer, {
      userId: 7,
      values: [
        { date: '2026-03-09', workingTimes: [8, 9, 10, 11] },
        { date: '2026-03-15', workingTimes: [] },
        { date: '2026-03-16', workingTimes: [] },
      ],
    });
    expect(second.cleared).toEqual(['2026-03-15']);
    expect([...repo.rows.values()]).toMatchObject([{ date: '2026-03-09', totalHours: 4, totalHoursOT: 0 }]);
    expect(repo.audits.map((a) => a.action)).toEqual(['create', 'create', 'update', 'delete']);
    expect(repo.audits[2]).toMatchObject({ before: { totalHours: 2 }, after: { totalHours: 4 } });
  });
});

describe('one day', () => {
  it('refuses a second register of the same day and recomputes on update', async () => {
    const row = await service.create(planner, { userId: 7, date: '2026-03-10', workingTimes: [19, 20] });
    expect(row).toMatchObject({ totalHours: 0, totalHoursOT: 2 });
    const again = service.create(planner, { userId: 7, date: '2026-03-10', workingTimes: [8] });
    await expect(again).rejects.toMatchObject({ statusCode: 409 });
    const changed = await service.update(manager, row.id, { workingTimes: [8, 9] });
    expect(changed).toMatchObject({ totalHours: 2, totalHoursOT: 0 });
    const stale = service.update(manager, row.id, { workingTimes: [8], updatedAt: '2020-01-01T00:00:00.000Z' });
    await expect(stale).rejects.toMatchObject({ statusCode: 409 });
  });

  it('reads one’s own range without get, another’s only with it', async () => {
    await service.createMany(designer, { userId: 7, values: [{ date: '2026-03-10', workingTimes: [8, 19] }] });
    const range = { userId: 7, from: '2026-03-09', to: '2026-03-15' };
    expect(await service.ofUser(designer, range)).toMatchObject({ totalHours: 1, totalHoursOT: 1 });
    expect(await service.ofUser(planner, range)).toMatchObject({ totalHours: 1 });
    await expect(service.ofUser(person(5, {}), range)).rejects.toMatchObject({ statusCode: 403 });
  });
});
