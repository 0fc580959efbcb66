import { describe, expect, it } from 'vitest';
import { latestDeletions } from './deletions';

describe('latest deletions', () => {
  it('keeps the newest delete event of each record, with its author', () => {
    const map = latestDeletions([
      { id: 1, recordId: 5, userId: 2, createdAt: '2026-01-01T10:00:00.000Z', user: { displayName: 'Ann' } },
      { id: 9, recordId: 5, userId: 3, createdAt: '2026-01-03T10:00:00.000Z', user: { displayName: 'Bob' } },
      { id: 4, recordId: 6, userId: null, createdAt: '2026-01-02T10:00:00.000Z', user: null },
      { id: 5, recordId: 8, userId: 12, createdAt: '2026-01-02T10:00:00.000Z', user: null },
      { id: 7, recordId: null, userId: 2, createdAt: '2026-01-02T10:00:00.000Z' },
    ]);
    expect([...map]).toEqual([
      [5, { by: 'Bob', at: '2026-01-03T10:00:00.000Z' }],
      [6, { by: null, at: '2026-01-02T10:00:00.000Z' }],
      [8, { by: '#12', at: '2026-01-02T10:00:00.000Z' }],
    ]);
  });

  it('breaks a tie of instants by the later event', () => {
    const at = '2026-01-01T10:00:00.000Z';
    const map = latestDeletions([
      { id: 3, recordId: 1, userId: 1, createdAt: at, user: { displayName: 'Late' } },
      { id: 2, recordId: 1, userId: 1, createdAt: at, user: { displayName: 'Early' } },
    ]);
    expect(map.get(1)?.by).toBe('Late');
  });
});
