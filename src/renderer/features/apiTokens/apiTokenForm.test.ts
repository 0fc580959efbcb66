import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../shared/domain/permissions';
import {
  apiTokenBody,
  apiTokenFormErrors,
  choose,
  chosenCount,
  EMPTY_API_TOKEN_FORM,
  grantableEntries,
} from './apiTokenForm';

const NOW = new Date('2026-11-29T00:00:00.000Z');
const entries = [
  { key: 'orders', title: 'Orders', permissions: ['get', 'create', 'delete'] },
  { key: 'customers', title: 'Customers', permissions: ['get'] },
];
const sale: Principal = { id: 3, scope: null, isOutsource: false, permission: { orders: ['get', 'create'] } };
const manager: Principal = { id: 1, scope: 'manager', isOutsource: false, permission: null };

describe('the new-token form', () => {
  it('needs a name, and a key unless read-only', () => {
    expect(apiTokenFormErrors(EMPTY_API_TOKEN_FORM)).toEqual({ name: 'form.required' });
    expect(apiTokenFormErrors({ ...EMPTY_API_TOKEN_FORM, name: 'x'.repeat(101) })).toEqual({
      name: 'apiTokens.nameTooLong',
    });
    expect(apiTokenFormErrors({ ...EMPTY_API_TOKEN_FORM, name: 'Sheet', readOnly: false })).toEqual({
      permission: 'apiTokens.choosePermission',
    });
    expect(
      apiTokenFormErrors({ ...EMPTY_API_TOKEN_FORM, name: 'Sheet', readOnly: false, permission: { orders: [] } }),
    ).toEqual({ permission: 'apiTokens.choosePermission' });
  });

  it('sends the end as an instant and the chosen keys only when not read-only', () => {
    expect(apiTokenBody({ ...EMPTY_API_TOKEN_FORM, name: ' Sheet ', days: 7 }, NOW)).toEqual({
      name: 'Sheet',
      expiresAt: '2026-12-06T00:00:00.000Z',
      readOnly: true,
    });
    const chosen = { orders: ['get'], customers: [] };
    expect(apiTokenBody({ ...EMPTY_API_TOKEN_FORM, name: 'S', readOnly: false, permission: chosen }, NOW)).toEqual({
      name: 'S',
      expiresAt: '2026-12-29T00:00:00.000Z',
      readOnly: false,
      permission: { orders: ['get'] },
    });
  });

  it("offers only the keys the owner holds; a manager's all", () => {
    expect(grantableEntries(sale, entries)).toEqual([
      { key: 'orders', title: 'Orders', permissions: ['get', 'create'] },
    ]);
    expect(grantableEntries(manager, entries)).toEqual(entries);
  });

  it('ticks and unticks keys of a group', () => {
    const one = choose({}, 'orders', ['get', 'create'], true);
    expect(one).toEqual({ orders: ['get', 'create'] });
    expect(choose(one, 'orders', ['get'], false)).toEqual({ orders: ['create'] });
    expect(chosenCount(choose(one, 'customers', ['get'], true))).toBe(3);
  });
});
