import type { CreateManyBody } from '../../../shared/api/endpoints/workingRegisters';
import { dayHours, sortedHours } from '../../../shared/domain/payroll/workingHours';
import { mayReadRegistersOf, mayRegisterFor } from '../../../shared/domain/payroll/personAccess';
import { RESOURCES } from '../../../shared/domain/resources';
import { auditable, changedFields, type AuditEntry } from '../../db/audit';
import type { AuthUser } from '../../plugins/auth';
import { conflict, forbidden, HttpError, notFound } from '../../plugins/httpErrors';
import { STALE_MESSAGE } from '../../resources/index';
import type { RegisterRow, RegisterValues, WorkingRegistersRepository } from './workingRegisters.repository';

const resource = RESOURCES.workingRegisters;

/** A day's hours and the totals the server keeps beside them. */
export interface RegisterDay {
  readonly date: string;
  readonly workingTimes: readonly number[];
}

const withTotals = (userId: number, day: RegisterDay): RegisterValues => {
  const workingTimes = sortedHours(day.workingTimes);
  return { userId, date: day.date, workingTimes, ...dayHours(day.date, workingTimes) };
};

const userField = (message: string) => ({ fields: [{ path: 'userId', message }] });

const createdEntry = (user: AuthUser, row: RegisterRow): AuditEntry => ({
  userId: user.id,
  action: 'create',
  resource: resource.name,
  recordId: row.id,
  summary: `workingRegisters #${row.id} created: ${row.date}`,
  after: auditable(resource, row),
});

/**
 * Working registers beyond the generic engine: the server computes each day's normal and
 * overtime hours, refuses hours outside the shifts or given twice, and lets staff register
 * only for themselves unless they plan for others.
 */
export class WorkingRegistersService {
  constructor(private readonly repo: WorkingRegistersRepository) {}

  private assertMayRegister(user: AuthUser, userId: number): void {
    if (mayRegisterFor(user, userId)) return;
    throw forbidden(
      'You may register working time only for yourself: registering for others needs workingRegisters.get.',
      {
        resource: resource.name,
        action: 'get',
      },
    );
  }

  /** The person registered for: a live, in-house user (outsourced designers keep no shifts). */
  private async lockOwner(tx: WorkingRegistersRepository, userId: number): Promise<void> {
    const owner = await tx.lockOwner(userId);
    if (!owner || owner.isDelete) {
      throw new HttpError(404, `users #${userId} was not found.`, userField(`users #${userId} was not found.`));
    }
    if (owner.isOutsource) {
      const message = 'Outsourced users keep no working registers.';
      throw new HttpError(400, message, userField(message));
    }
  }

  /** POST /workingRegisters/createMany: each day's hours replace that day's; no hours clears it. */
  async createMany(user: AuthUser, body: CreateManyBody) {
    this.assertMayRegister(user, body.userId);
    return this.repo.transaction(async (tx) => {
      await this.lockOwner(tx, body.userId);
      const existing = new Map(
        (
          await tx.onDates(
            body.userId,
            body.values.map((v) => v.date),
          )
        ).map((row) => [row.date, row]),
      );
      const results: RegisterRow[] = [];
      const cleared: string[] = [];
      const audit: AuditEntry[] = [];
      for (const day of body.values) {
        const before = existing.get(day.date);
        if (day.workingTimes.length === 0) {
          if (!before) continue;
          await tx.remove(before.id);
          cleared.push(day.date);
          audit.push({
            userId: user.id,
            action: 'delete',
            resource: resource.name,
            recordId: before.id,
            summary: `workingRegisters #${before.id} cleared: ${before.date}`,
            before: auditable(resource, before),
          });
          continue;
        }
        const values = withTotals(body.userId, day);
        if (!before) {
          const row = await tx.insert(values);
          results.push(row);
          audit.push(createdEntry(user, row));
          continue;
        }
        const row = await tx.update(before.id, values, null);
        if (!row) throw conflict(STALE_MESSAGE);
        results.push(row);
        audit.push({
          userId: user.id,
          action: 'update',
          resource: resource.name,
          recordId: row.id,
          summary: `workingRegisters #${row.id} updated: ${row.date}`,
          ...changedFields(resource, before, row),
        });
      }
      await tx.audit(audit);
      return { results, cleared };
    });
  }

  /** POST /workingRegisters: one new day; a day the person has already is a conflict. */
  async create(user: AuthUser, body: RegisterDay & { readonly userId: number }): Promise<RegisterRow> {
    this.assertMayRegister(user, body.userId);
    return this.repo.transaction(async (tx) => {
      await this.lockOwner(tx, body.userId);
      const [taken] = await tx.onDates(body.userId, [body.date]);
      if (taken) {
        throw conflict(`users #${body.userId} has a register on ${body.date} already (#${taken.id}): change that one.`);
      }
      const row = await tx.insert(withTotals(body.userId, body));
      await tx.audit([createdEntry(user, row)]);
      return row;
    });
  }

  /** PUT /workingRegisters/{id}: new hours for the day, totals recomputed. */
  async update(user: AuthUser, id: number, body: { workingTimes: readonly number[]; updatedAt?: string }) {
    const row = await this.repo.findReachable(user, id);
    if (!row) throw notFound(`workingRegisters #${id} was not found.`);
    const expected = body.updatedAt ? new Date(body.updatedAt) : null;
    if (expected && row.updatedAt.getTime() !== expected.getTime()) throw conflict(STALE_MESSAGE);
    return this.repo.transaction(async (tx) => {
      const updated = await tx.update(
        id,
        withTotals(row.userId, { date: row.date, workingTimes: body.workingTimes }),
        expected,
      );
      if (!updated) throw conflict(STALE_MESSAGE);
      await tx.audit([
        {
          userId: user.id,
          action: 'update',
          resource: resource.name,
          recordId: id,
          summary: `workingRegisters #${id} updated: ${row.date}`,
          ...changedFields(resource, row, updated),
        },
      ]);
      return updated;
    });
  }

  /** GET /workingRegisters/user: one person's registers over a range, with their totals. */
  async ofUser(user: AuthUser, query: { userId: number; from: string; to: string }) {
    if (user.isOutsource)
      throw forbidden('Outsourced users cannot open workingRegisters.', { resource: resource.name });
    if (!mayReadRegistersOf(user, query.userId)) {
      throw forbidden('Missing permission: workingRegisters.get', { resource: resource.name, action: 'get' });
    }
    const results = await this.repo.between(query.userId, query.from, query.to);
    const sum = (pick: (row: RegisterRow) => number | null) =>
      results.reduce((total, row) => total + (pick(row) ?? 0), 0);
    return {
      ...query,
      totalHours: sum((row) => row.totalHours),
      totalHoursOT: sum((row) => row.totalHoursOT),
      results,
    };
  }
}
