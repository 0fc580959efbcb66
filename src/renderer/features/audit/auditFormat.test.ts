import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../shared/domain/permissions';
import { ACTION_STYLE, jsonPreview, openableRecordPath, recordPath, textPreview } from './auditFormat';
import { AUDIT_ACTIONS } from '../../../shared/domain/enums';

const manager: Principal = { id: 1, scope: 'manager', isOutsource: false, permission: null };
const staff: Principal = { id: 2, scope: 'staff', isOutsource: false, permission: { orders: ['get', 'getOne'] } };

describe('record links', () => {
  it('lead to an order’s edit page and to other records’ show page', () => {
    expect(recordPath('orders', 12)).toBe('/orders/12/edit');
    expect(recordPath('customers', 3)).toBe('/auth/customers/3/show');
    expect(recordPath('nothing', 3)).toBeNull();
    expect(recordPath('orders', null)).toBeNull();
    expect(recordPath('orders', 0)).toBeNull();
  });

  it('only where the user may open the page', () => {
    expect(openableRecordPath(manager, 'customers', 3)).toBe('/auth/customers/3/show');
    expect(openableRecordPath(staff, 'orders', 12)).toBe('/orders/12/edit');
    expect(openableRecordPath(staff, 'customers', 3)).toBeNull();
  });
});

describe('value previews', () => {
  it('pretty-print JSON and cut it', () => {
    expect(jsonPreview({ orders: ['get'] })).toBe('{\n  "orders": [\n    "get"\n  ]\n}');
    const long = jsonPreview({ text: 'x'.repeat(100) }, 40);
    expect(long).toHaveLength(40);
    expect(long.endsWith('…')).toBe(true);
  });

  it('strip rich text and cut long text', () => {
    expect(textPreview('<p>Hello <b>there</b></p>', true)).toBe('Hello there');
    expect(textPreview('a'.repeat(50), false, 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('give every action a look', () => {
    for (const action of AUDIT_ACTIONS) expect(ACTION_STYLE[action].icon).toBeTruthy();
  });
});
