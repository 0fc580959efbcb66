import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../shared/domain/permissions';
import { eventFor, type Reach } from './eventAudience';
import type { AuditRow } from './events.repository';

const staff: Principal & { id: number } = {
  id: 7,
  scope: null,
  isOutsource: false,
  permission: { orders: ['get'], comments: ['get'], mistakeRecords: ['get'] },
};
const stranger: Principal & { id: number } = { id: 8, scope: null, isOutsource: false, permission: {} };

const row = (over: Partial<AuditRow>): AuditRow => ({
  id: 1,
  userId: 2,
  actorName: 'Lan',
  action: 'update',
  resource: 'orders',
  recordId: 10,
  before: { note: 'a' },
  after: { note: 'b' },
  createdAt: new Date('2026-11-24T08:00:00Z'),
  ...over,
});

const reachAll: Reach = {
  reaches: () => true,
  orders: new Map([[10, { id: 10, code: 'A-10', name: 'Logo', people: [7] }]]),
};
const reachNone: Reach = { reaches: () => false, orders: reachAll.orders };

describe('eventFor', () => {
  it('gives a reader the write with its changed fields, actor and order, values left out', () => {
    expect(eventFor(staff, row({}), reachAll)).toEqual({
      id: 1,
      resource: 'orders',
      recordId: 10,
      action: 'update',
      at: '2026-11-24T08:00:00.000Z',
      actor: { id: 2, name: 'Lan' },
      fields: ['note'],
      order: { id: 10, code: 'A-10', name: 'Logo' },
      personal: null,
    });
  });

  it('gives nothing to a user without the resource’s get, or outside its record scope', () => {
    expect(eventFor(stranger, row({}), reachAll)).toBeNull();
    expect(eventFor(staff, row({}), reachNone)).toBeNull();
  });

  it('marks a hand-off: a workflow step assigning the user, or a people field changed to them', () => {
    const step = row({ action: 'workflow', after: { status: 'design', assignedUser: [7] }, before: { status: 'new' } });
    expect(eventFor(staff, step, reachAll)).toMatchObject({ personal: 'handoff', fields: ['status'] });
    const moved = row({ before: { designerId: 3 }, after: { designerId: 7 } });
    expect(eventFor(staff, moved, reachAll)?.personal).toBe('handoff');
    const unchanged = row({ before: { designerId: 7, note: 'a' }, after: { note: 'b' } });
    expect(eventFor(staff, unchanged, reachAll)?.personal).toBeNull();
  });

  it('tells the people holding an order late at its stage in person, and its other readers plainly', () => {
    const late = row({
      userId: null,
      actorName: null,
      action: 'late',
      before: null,
      after: { status: 'design_in_progress', entry: 40, holders: [7] },
    });
    expect(eventFor(staff, late, reachAll)).toMatchObject({ personal: 'late', actor: null, order: { id: 10 } });
    const other = { ...staff, id: 9 };
    expect(eventFor(other, late, reachAll)?.personal).toBeNull();
    expect(eventFor(stranger, late, reachAll)).toBeNull();
  });

  it('never marks the user’s own write as personal', () => {
    const own = row({ userId: 7, before: { designerId: 3 }, after: { designerId: 7 } });
    expect(eventFor(staff, own, reachAll)?.personal).toBeNull();
  });

  it('marks a comment on the user’s order and a mistake record against them', () => {
    const comment = row({ resource: 'comments', action: 'create', recordId: 5, before: null, after: { orderId: 10 } });
    expect(eventFor(staff, comment, reachAll)).toMatchObject({ personal: 'comment', order: { id: 10 }, fields: [] });
    const mistake = row({
      resource: 'mistakeRecords',
      action: 'create',
      recordId: 6,
      after: { orderId: 10, victimId: 7 },
    });
    expect(eventFor(staff, mistake, reachAll)?.personal).toBe('mistake');
    const againstOther = row({ resource: 'mistakeRecords', action: 'create', recordId: 6, after: { victimId: 9 } });
    expect(eventFor(staff, againstOther, reachAll)?.personal).toBeNull();
  });

  it('leaves the order out when the user may not read it, and tells a user of their own permissions changing', () => {
    const onlyComments: Reach = { reaches: (def) => def.name === 'comments', orders: reachAll.orders };
    const comment = row({ resource: 'comments', action: 'create', recordId: 5, after: { orderId: 10 } });
    expect(eventFor(staff, comment, onlyComments)).toMatchObject({ order: null, personal: null });
    const permissions = row({ resource: 'users', action: 'permission', recordId: 8, after: { permission: {} } });
    expect(eventFor(stranger, permissions, reachNone)).toMatchObject({
      personal: 'permissions',
      fields: ['permission'],
    });
    expect(eventFor(staff, permissions, reachNone)).toBeNull();
  });

  it('gives a design mark or review link to whoever may read its order, and a customer’s decision to its holders in person', () => {
    const mark = row({ resource: 'designMarks', action: 'create', recordId: 3, before: null, after: { orderId: 10 } });
    expect(eventFor(staff, mark, reachAll)).toMatchObject({
      resource: 'designMarks',
      order: { id: 10 },
      personal: null,
    });
    expect(eventFor(stranger, mark, reachAll)).toBeNull();
    expect(eventFor(staff, mark, reachNone)).toBeNull();
    expect(eventFor(staff, row({ resource: 'designMarks', after: { orderId: 99 } }), reachAll)).toBeNull();
    const decision = row({
      resource: 'reviewLinks',
      action: 'workflow',
      userId: null,
      actorName: null,
      recordId: 4,
      after: { orderId: 10, decision: 'approve', holders: [9] },
    });
    expect(eventFor(staff, decision, reachAll)).toMatchObject({ personal: 'review', actor: null, order: { id: 10 } });
    expect(eventFor({ ...staff, id: 9 }, decision, reachAll)?.personal).toBe('review');
    expect(eventFor({ ...staff, id: 5 }, decision, reachAll)?.personal).toBeNull();
  });

  it('ignores writes to what is not a resource', () => {
    expect(eventFor(staff, row({ resource: 'sessions' }), reachAll)).toBeNull();
  });
});
