import { describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../../shared/api/events';
import { EventHub } from './eventHub';
import type { AuditRow, EventsRepository } from './events.repository';
import { testUser } from '../../plugins/testUsers';

const manager = testUser({
  id: 1,
  email: 'manager@demo.local',
  displayName: 'Manager',
  roleId: 1,
  scope: null,
  permission: { customers: ['get'] },
});

const auditRow = (id: number): AuditRow => ({
  id,
  userId: 2,
  actorName: 'Lan',
  action: 'update',
  resource: 'customers',
  recordId: 40 + id,
  before: { note: 'a' },
  after: { note: 'b' },
  createdAt: new Date('2026-11-27T08:00:00Z'),
});

/** A repository over audit rows 1..`last`, counting the reads of rows. */
function fakeRepository(last: number) {
  const reads: { byIds: number[][]; after: number[] } = { byIds: [], after: [] };
  const rows = Array.from({ length: last }, (_, i) => auditRow(i + 1));
  const repo: EventsRepository = {
    byIds: (ids) => {
      reads.byIds.push([...ids]);
      return Promise.resolve(rows.filter((row) => ids.includes(row.id)));
    },
    after: (id, limit) => {
      reads.after.push(id);
      return Promise.resolve(rows.filter((row) => row.id > id).slice(0, limit));
    },
    lastId: () => Promise.resolve(0),
    orderBriefs: () => Promise.resolve(new Map()),
    inScope: () => Promise.resolve('all'),
  };
  return { repo, reads };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('EventHub', () => {
  it('reads no audit row while no stream is open, and a later catch-up starts after the last write heard', async () => {
    const { repo, reads } = fakeRepository(5);
    const hub = new EventHub(repo, (error) => {
      throw error;
    });
    await hub.start();
    hub.notice('1,2');
    hub.notice('3');
    await settled();
    expect(reads.byIds).toEqual([]);

    const delivered: ServerEvent[] = [];
    hub.subscribe({ user: manager, deliver: (event) => delivered.push(event) });
    hub.resumed();
    await settled();
    expect(reads.after[0]).toBe(3);
    expect(delivered.map((event) => event.id)).toEqual([4, 5]);
  });

  it('reads and delivers the notified rows once a stream is open', async () => {
    const { repo, reads } = fakeRepository(3);
    const hub = new EventHub(repo, (error) => {
      throw error;
    });
    const delivered: ServerEvent[] = [];
    const unsubscribe = hub.subscribe({ user: manager, deliver: (event) => delivered.push(event) });
    hub.notice('2,3,x,-1');
    await settled();
    expect(reads.byIds).toEqual([[2, 3]]);
    expect(delivered.map((event) => [event.id, event.recordId])).toEqual([
      [2, 42],
      [3, 43],
    ]);

    unsubscribe();
    hub.notice('1');
    await settled();
    expect(reads.byIds).toHaveLength(1);
  });
});
