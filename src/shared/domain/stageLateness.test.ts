import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './orderStatus';
import {
  DEMO_STAGE_BUDGETS,
  hoursLate,
  isLateAtStage,
  lateAtStageFilter,
  STAGE_BUDGET_MAX_HOURS,
  STAGE_HOLDER_FIELD,
  stageDueAt,
  stageHolders,
} from './stageLateness';

const start = new Date('2026-11-24T08:00:00Z');

describe('stageDueAt', () => {
  it('is the start plus the budget in hours', () => {
    expect(stageDueAt('design_in_progress', start, 24)).toEqual(new Date('2026-11-25T08:00:00Z'));
    expect(stageDueAt('designer_confirm', start, 4)).toEqual(new Date('2026-11-24T12:00:00Z'));
  });

  it('is none without a budget, without a start, or once the order is done or canceled', () => {
    expect(stageDueAt('verified', start, null)).toBeNull();
    expect(stageDueAt('verified', null, 8)).toBeNull();
    expect(stageDueAt('done', start, 8)).toBeNull();
    expect(stageDueAt('canceled', start, 8)).toBeNull();
  });
});

describe('hoursLate and isLateAtStage', () => {
  const due = new Date('2026-11-24T12:00:00Z');
  it('counts the whole hours past the due instant, from the first moment past it', () => {
    expect(hoursLate(due, new Date('2026-11-24T12:00:01Z'))).toBe(0);
    expect(hoursLate(due, new Date('2026-11-24T14:59:00Z'))).toBe(2);
    expect(hoursLate(due.toISOString(), new Date('2026-11-25T12:00:00Z'))).toBe(24);
    expect(isLateAtStage({ stageDueAt: due }, new Date('2026-11-24T12:00:01Z'))).toBe(true);
  });

  it('is not late at or before the due instant, nor without one', () => {
    expect(hoursLate(due, due)).toBeNull();
    expect(hoursLate(due, new Date('2026-11-24T11:00:00Z'))).toBeNull();
    expect(hoursLate(null, new Date('2030-01-01T00:00:00Z'))).toBeNull();
    expect(isLateAtStage({ stageDueAt: null }, new Date())).toBe(false);
  });
});

describe('stageHolders', () => {
  const people = { saleId: 3, designerId: 7, deliverId: 13, guaId: 14, qualityAssuranceId: 11, dealerId: 4 };
  it('are the entry’s assignees, once each', () => {
    expect(stageHolders('verified', [11, 20, 11], people)).toEqual([11, 20]);
  });

  it('fall back to the status’s people field when the entry names nobody', () => {
    expect(stageHolders('design_in_progress', [], people)).toEqual([7]);
    expect(stageHolders('delivery', null, people)).toEqual([13]);
    expect(stageHolders('gua_pd', [], people)).toEqual([14]);
    expect(stageHolders('waiting_approved', [], people)).toEqual([3]);
    expect(stageHolders('delivery', [], { ...people, deliverId: null })).toEqual([]);
  });

  it('name a people field for every status', () => {
    for (const status of ORDER_STATUSES) expect(STAGE_HOLDER_FIELD[status]).toMatch(/Id$/);
  });
});

describe('budgets and the list filter', () => {
  it('give the demo budgets to working statuses only, within the limit', () => {
    for (const hours of Object.values(DEMO_STAGE_BUDGETS)) {
      expect(Number.isInteger(hours) && hours >= 1 && hours <= STAGE_BUDGET_MAX_HOURS).toBe(true);
    }
    expect(DEMO_STAGE_BUDGETS.done).toBeUndefined();
    expect(DEMO_STAGE_BUDGETS.canceled).toBeUndefined();
    expect(DEMO_STAGE_BUDGETS.pre_order).toBeUndefined();
  });

  it('lists the orders due before now', () => {
    expect(lateAtStageFilter(start)).toEqual({ stageDueAt: { $lt: '2026-11-24T08:00:00.000Z' } });
  });
});
