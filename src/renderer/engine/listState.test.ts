import { describe, expect, it } from 'vitest';
import {
  LatestListState,
  listStateToParams,
  nextSort,
  pageSizesFor,
  parseListState,
  parseSort,
  withFilter,
} from './listState';

describe('list state in the query string', () => {
  it('reads page, limit, q, sort and filters', () => {
    const state = parseListState(
      new URLSearchParams('page=3&limit=20&q=%20anna%20&orderBy=-createdAt&status=done&status=canceled'),
      'orders',
    );
    expect(state).toEqual({
      page: 3,
      limit: 20,
      q: 'anna',
      sort: { field: 'createdAt', desc: true },
      filters: { status: ['done', 'canceled'] },
    });
  });

  it('falls back to defaults on broken values and caps the limit', () => {
    const state = parseListState(new URLSearchParams('page=-2&limit=9999&orderBy=-&status='), 'niches');
    expect(state).toEqual({ page: 1, limit: 100, q: '', sort: null, filters: {} });
    expect(parseListState(new URLSearchParams(''), 'roles').limit).toBe(5);
  });

  it('round-trips and leaves defaults out', () => {
    const params = new URLSearchParams('page=2&q=x&orderBy=name&channelId=3&channelId=4');
    const state = parseListState(params, 'customers');
    expect(listStateToParams(state, 'customers').toString()).toBe('page=2&q=x&orderBy=name&channelId=3&channelId=4');
    expect(listStateToParams({ ...state, page: 1, q: '', sort: null, filters: {} }, 'customers').toString()).toBe('');
  });

  it('goes back to page 1 when a filter changes, and drops empty filters', () => {
    const state = parseListState(new URLSearchParams('page=4&status=done'), 'orders');
    expect(withFilter(state, 'status', [''])).toMatchObject({ page: 1, filters: {} });
    expect(withFilter(state, 'isActive', ['true']).filters).toEqual({ status: ['done'], isActive: ['true'] });
  });

  it('cycles a column sort and parses orderBy', () => {
    expect(nextSort(null, 'name')).toEqual({ field: 'name', desc: false });
    expect(nextSort({ field: 'name', desc: false }, 'name')).toEqual({ field: 'name', desc: true });
    expect(nextSort({ field: 'name', desc: true }, 'name')).toBeNull();
    expect(parseSort('name,-id')).toEqual({ field: 'name', desc: false });
  });

  it('keeps hidden columns in ?hide=, each once, and never as a filter', () => {
    const state = parseListState(
      new URLSearchParams('hide=channelId,,dealPipelineId,channelId,a b&status=done'),
      'customers',
    );
    expect(state.hidden).toEqual(['channelId', 'dealPipelineId']);
    expect(state.filters).toEqual({ status: ['done'] });
    expect(listStateToParams(state, 'customers').toString()).toBe('status=done&hide=channelId%2CdealPipelineId');
    expect(parseListState(new URLSearchParams(''), 'customers').hidden).toBeUndefined();
  });

  it('offers the standard page sizes plus the resource default', () => {
    expect(pageSizesFor('niches')).toEqual([10, 20, 50, 100]);
    expect(pageSizesFor('roles')).toEqual([5, 10, 20, 50, 100]);
  });
});

describe('LatestListState', () => {
  const shown = parseListState(new URLSearchParams('resource=orders'), 'auditEvents');

  it('makes a change from the one written before it, though that one has not rendered', () => {
    const latest = new LatestListState(shown);
    latest.resolve((state) => withFilter(state, 'action', ['update']));
    const next = latest.resolve((state) => withFilter(state, 'recordId', ['360']));
    expect(next.filters).toEqual({ resource: ['orders'], action: ['update'], recordId: ['360'] });
  });

  it('makes changes from a state the list rendered since (back or forward), and takes a whole state as it is', () => {
    const latest = new LatestListState(shown);
    latest.resolve((state) => withFilter(state, 'action', ['update']));
    latest.rendered(parseListState(new URLSearchParams('page=3'), 'auditEvents'));
    expect(latest.resolve((state) => ({ ...state, limit: 50 }))).toMatchObject({ page: 3, limit: 50, filters: {} });
    expect(latest.resolve(shown)).toBe(shown);
  });
});
