import { describe, expect, it } from 'vitest';
import type { ListState } from '../../engine';
import { auditListFilter, auditListQuery, recordIdOf } from './auditFilter';

const state = (filters: ListState['filters'], over: Partial<ListState> = {}): ListState => ({
  page: 1,
  limit: 20,
  q: '',
  sort: null,
  filters,
  ...over,
});

describe('audit trail filter', () => {
  it('turns users, actions and resources into lists, the record id into one value', () => {
    expect(
      auditListFilter({ userId: ['3', 'x'], action: ['update', 'delete'], resource: ['orders'], recordId: ['42'] }),
    ).toEqual({
      userId: { $in: [3] },
      action: { $in: ['update', 'delete'] },
      resource: { $in: ['orders'] },
      recordId: { $eq: 42 },
    });
  });

  it('reads the date range as local days, the last one included', () => {
    const filter = auditListFilter({ createdAt: ['2026-03-01~2026-03-02'] });
    expect(filter.createdAt).toEqual({
      $gte: new Date(2026, 2, 1).toISOString(),
      $lt: new Date(2026, 2, 3).toISOString(),
    });
  });

  it('drops what says nothing', () => {
    expect(auditListFilter({ recordId: ['abc'], before: ['1'], action: [''] })).toEqual({});
    expect(recordIdOf(['0'])).toBeNull();
    expect(recordIdOf([' 7 '])).toBe(7);
    expect(recordIdOf(undefined)).toBeNull();
  });

  it('asks for the page newest first unless sorted', () => {
    expect(auditListQuery(state({ action: ['redo'] }, { page: 3, q: 'order' }))).toEqual({
      limit: 20,
      offset: 40,
      filter: '{"action":{"$in":["redo"]}}',
      q: 'order',
      orderBy: '-createdAt,-id',
    });
    expect(auditListQuery(state({}, { sort: { field: 'action', desc: false } })).orderBy).toBe('action');
  });
});
