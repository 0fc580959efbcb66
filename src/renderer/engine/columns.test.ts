import { describe, expect, it } from 'vitest';
import { getResource, RESOURCE_LIST } from '../../shared/domain/resources';
import { fieldColumn, formFields, headerColumn, listColumns, panelFilterColumns, showFields } from './columns';
import { listQueryOf, toListQuery } from './listQuery';
import { allFields } from '../../shared/domain/resources';
import { parseListState } from './listState';

const customers = getResource('customers')!;
const users = getResource('users')!;

describe('columns and fields from the registry', () => {
  it('derives the list columns with sort and filter kinds', () => {
    const columns = listColumns(customers);
    expect(columns.map((c) => c.name)).toEqual(customers.columns);
    const byName = Object.fromEntries(columns.map((c) => [c.name, c]));
    expect(byName.createdAt).toMatchObject({ sortable: true, filter: 'dateRange' });
    expect(byName.serviceTypeIds).toMatchObject({ sortable: false, filter: 'all' });
    expect(byName.isDelete).toMatchObject({ filter: 'boolean' });
    expect(panelFilterColumns(columns).map((c) => c.name)).toContain('channelId');
    expect(panelFilterColumns(columns).map((c) => c.name)).toContain('displayName');
  });

  it('every registry column exists on its resource', () => {
    for (const def of RESOURCE_LIST) expect(listColumns(def).length).toBe(def.columns.length);
  });

  it('keeps secrets off show pages and the password off the edit form', () => {
    expect(showFields(users).map(([n]) => n)).not.toContain('password');
    expect(formFields(users, 'create').map(([n]) => n)).toContain('password');
    expect(formFields(users, 'edit').map(([n]) => n)).not.toContain('password');
  });

  it("gives the departments' edit form its isDelete switch, never the create form or other lookups", () => {
    const names = (name: string, mode: 'create' | 'edit') =>
      formFields(
        RESOURCE_LIST.find((r) => r.name === name)!,
        mode,
      ).map(([n]) => n);
    expect(names('departments', 'edit')).toEqual(['name', 'description', 'isDelete']);
    expect(names('departments', 'create')).toEqual(['name', 'description']);
    expect(names('platforms', 'edit')).not.toContain('isDelete');
  });

  it('builds the API query of a list state', () => {
    const state = parseListState(new URLSearchParams('page=3&limit=20&q=an&channelId=2'), 'customers');
    expect(toListQuery(customers, state)).toEqual({
      limit: 20,
      offset: 40,
      filter: '{"channelId":{"$in":[2]}}',
      q: 'an',
      orderBy: undefined,
    });
    const browsing = parseListState(new URLSearchParams('page=1'), 'customers');
    expect(toListQuery(customers, browsing).orderBy).toBe('-createdAt');
  });

  it("drops the filters a custom list does not allow, and lets a page's own conditions win", () => {
    const state = parseListState(new URLSearchParams('channelId=2&contactOwner=5'), 'customers');
    const fields = allFields(customers);
    expect(listQueryOf(fields, state, { allowed: ['channelId'] }).filter).toBe('{"channelId":{"$in":[2]}}');
    expect(listQueryOf(fields, state, { allowed: [] }).filter).toBeUndefined();
    expect(listQueryOf(fields, state, { allowed: ['channelId'], base: { channelId: { $eq: 9 } } }).filter).toBe(
      '{"channelId":{"$eq":9}}',
    );
  });

  it("gives a custom list's header its field's filter only when the user may use it", () => {
    const column = fieldColumn('channelId', allFields(customers).channelId);
    expect(column).toMatchObject({ sortable: false, filter: 'in' });
    expect(headerColumn(column, ['channelId'])).toMatchObject({ sortable: true, filter: 'in' });
    expect(headerColumn(column, [])).toMatchObject({ sortable: true, filter: null });
  });
});
