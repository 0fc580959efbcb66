import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../db/audit';
import { LATE_BATCH, LateStageNotifier, lateAuditEntry } from './lateNotices';
import type { LateStage, OrderStagesRepository } from './orderStages.repository';

const people = { saleId: 3, dealerId: 4, designerId: 7, deliverId: 13, qualityAssuranceId: 11, guaId: 14 };

const stage = (historyId: number, over: Partial<LateStage> = {}): LateStage => ({
  orderId: historyId + 1000,
  historyId,
  status: 'design_in_progress',
  stageDueAt: new Date('2026-11-24T08:00:00Z'),
  assignedUser: [7],
  people,
  ...over,
});

/** A repository over a list of late stages and a shared set of announced entries (the table both instances see). */
function fakeRepo(late: LateStage[], announced: Set<number>, written: AuditEntry[]): OrderStagesRepository {
  const repo: OrderStagesRepository = {
    heldBy: () => {
      throw new Error('not used');
    },
    lateByDepartment: () => Promise.reject(new Error('not used')),
    departmentNames: () => Promise.reject(new Error('not used')),
    transaction: (work) => work(repo),
    unannouncedLate: (_now, limit) => Promise.resolve(late.filter((s) => !announced.has(s.historyId)).slice(0, limit)),
    claim: (stages) => {
      const mine = new Set(stages.map((s) => s.historyId).filter((id) => !announced.has(id)));
      for (const id of mine) announced.add(id);
      return Promise.resolve(mine);
    },
    audit: (entries) => {
      written.push(...entries);
      return Promise.resolve();
    },
  };
  return repo;
}

describe('lateAuditEntry', () => {
  it('is the server’s own event on the order, naming the stage and its holders', () => {
    expect(lateAuditEntry(stage(5, { assignedUser: [], status: 'delivery' }))).toEqual({
      userId: null,
      action: 'late',
      resource: 'orders',
      recordId: 1005,
      summary: 'order #1005 is late at delivery',
      after: { status: 'delivery', entry: 5, stageDueAt: '2026-11-24T08:00:00.000Z', holders: [13] },
    });
  });
});

describe('LateStageNotifier', () => {
  it('announces each late stage once, however often it looks', async () => {
    const announced = new Set<number>();
    const written: AuditEntry[] = [];
    const notifier = new LateStageNotifier(fakeRepo([stage(1), stage(2)], announced, written));
    expect(await notifier.check()).toBe(2);
    expect(await notifier.check()).toBe(0);
    expect(written.map((e) => e.recordId)).toEqual([1001, 1002]);
  });

  it('writes nothing for the stages another instance claimed first', async () => {
    const announced = new Set<number>([1]);
    const written: AuditEntry[] = [];
    expect(await new LateStageNotifier(fakeRepo([stage(1), stage(2)], announced, written)).check()).toBe(1);
    expect(written.map((e) => e.recordId)).toEqual([1002]);
  });

  it('goes on while batches come back full', async () => {
    const many = Array.from({ length: LATE_BATCH + 3 }, (_, i) => stage(i + 1));
    const written: AuditEntry[] = [];
    expect(await new LateStageNotifier(fakeRepo(many, new Set(), written)).check()).toBe(LATE_BATCH + 3);
    expect(new Set(written.map((e) => e.recordId)).size).toBe(LATE_BATCH + 3);
  });
});
