import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../../shared/api/events';
import { holdRecord, isHeldQuery, tellHolders } from './heldRecords';
import { deadlineThreshold, keysToRefresh, notificationOf, resourcesToRefresh } from './liveRefresh';

const event = (over: Partial<ServerEvent> = {}): ServerEvent => ({
  id: 5,
  resource: 'comments',
  recordId: 9,
  action: 'create',
  at: '2026-11-24T08:00:00.000Z',
  actor: { id: 2, name: 'Lan' },
  fields: [],
  order: { id: 12, code: 'A-12', name: 'Logo' },
  personal: null,
  ...over,
});

const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction;

describe('resourcesToRefresh', () => {
  it('reads again the written resource, its base and views, and the order it concerns', () => {
    const names = resourcesToRefresh(event());
    expect(names).toEqual(expect.arrayContaining(['comments', 'customerComments', 'userComments', 'orders']));
    expect(resourcesToRefresh(event({ resource: 'customers', order: null }))).not.toContain('orders');
  });
});

describe('keysToRefresh', () => {
  it('refreshes the design marks and review links of the event’s order only', () => {
    const keys = keysToRefresh(event({ resource: 'designMarks', recordId: 3 }));
    expect(keys).toContainEqual(['resources', 'designMarks', 'order', 12]);
    expect(keys).toContainEqual(['resources', 'reviewLinks', 'order', 12]);
    expect(keys).toContainEqual(['resources', 'orders']);
    expect(keys).not.toContainEqual(['resources', 'designMarks']);
  });

  it('refreshes every order’s when the event names none', () => {
    expect(keysToRefresh(event({ resource: 'reviewLinks', order: null }))).toEqual([['resources', 'reviewLinks']]);
  });
});

describe('notificationOf', () => {
  it('raises one for a personal event on an order, opening it', () => {
    expect(notificationOf(event({ personal: 'comment' }), t)).toEqual({
      kind: 'comment',
      title: 'live.notify.comment',
      body: 'live.notify.body{"order":"A-12 · Logo","actor":"Lan"}',
      path: '/orders/12/edit',
    });
  });

  it('says an order the user holds is late at its stage, by the server', () => {
    expect(
      notificationOf(event({ resource: 'orders', recordId: 12, action: 'late', actor: null, personal: 'late' }), t),
    ).toEqual({
      kind: 'late',
      title: 'live.notify.late',
      body: 'live.notify.lateBody{"order":"A-12 · Logo"}',
      path: '/orders/12/edit',
    });
  });

  it('says the customer answered a design review of an order the user holds', () => {
    const review = event({ resource: 'reviewLinks', recordId: 4, action: 'workflow', actor: null, personal: 'review' });
    expect(notificationOf(review, t)).toMatchObject({
      kind: 'review',
      title: 'live.notify.review',
      body: 'live.notify.reviewBody{"order":"A-12 · Logo"}',
    });
  });

  it('raises none for others’ writes, or for a permission change', () => {
    expect(notificationOf(event(), t)).toBeNull();
    expect(notificationOf(event({ personal: 'permissions', order: null }), t)).toBeNull();
  });
});

describe('deadlineThreshold', () => {
  const now = new Date('2026-11-24T08:00:00Z');
  it('answers the smallest threshold the deadline is under', () => {
    expect(deadlineThreshold('2026-11-24T11:30:00Z', now)).toBe(4);
    expect(deadlineThreshold('2026-11-24T09:59:00Z', now)).toBe(2);
    expect(deadlineThreshold('2026-11-24T13:00:00Z', now)).toBeNull();
    expect(deadlineThreshold('2026-11-24T07:00:00Z', now)).toBeNull();
    expect(deadlineThreshold(null, now)).toBeNull();
  });
});

describe('held records', () => {
  it('leaves the row of an open form alone and tells the form instead, until let go', () => {
    const seen: ServerEvent[] = [];
    const release = holdRecord('customers', 3, (e) => seen.push(e));
    expect(isHeldQuery(['resources', 'customers', 'one', 3])).toBe(true);
    expect(isHeldQuery(['resources', 'customers', 'one', 4])).toBe(false);
    expect(isHeldQuery(['resources', 'customers', 'list', {}])).toBe(false);
    expect(tellHolders(event({ resource: 'customers', recordId: 3 }))).toBe(true);
    expect(seen).toHaveLength(1);
    release();
    expect(isHeldQuery(['resources', 'customers', 'one', 3])).toBe(false);
    expect(tellHolders(event({ resource: 'customers', recordId: 3 }))).toBe(false);
  });
});
