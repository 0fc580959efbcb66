import { describe, expect, it } from 'vitest';
import { auditDiff, auditField } from './auditDiff';

describe('audit diff', () => {
  it('reads an update field by field, in the resource’s order, without the moving updatedAt', () => {
    const diff = auditDiff({
      action: 'update',
      resource: 'orders',
      before: { dealPrice: 100, name: 'Old', updatedAt: '2026-01-01T00:00:00.000Z', note: 'same' },
      after: { name: 'New', dealPrice: 250, updatedAt: '2026-01-02T00:00:00.000Z', note: 'same' },
    });
    expect(diff.mode).toBe('change');
    expect(diff.rows).toEqual([
      { field: 'name', before: 'Old', after: 'New' },
      { field: 'dealPrice', before: 100, after: 250 },
    ]);
  });

  it('shows a create by its values and a delete by what it had, empty values left out', () => {
    const created = auditDiff({
      action: 'create',
      resource: 'niches',
      after: { id: 4, name: 'Mugs', description: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: 'x' },
    });
    expect(created).toEqual({
      mode: 'after',
      rows: [
        { field: 'name', before: undefined, after: 'Mugs' },
        { field: 'createdAt', before: undefined, after: '2026-01-01T00:00:00.000Z' },
      ],
    });
    const deleted = auditDiff({
      action: 'delete',
      resource: 'customers',
      before: { id: 9, displayName: 'Acme', tags: [], isDelete: false },
      after: null,
    });
    expect(deleted).toEqual({
      mode: 'before',
      rows: [
        { field: 'displayName', before: 'Acme', after: undefined },
        { field: 'isDelete', before: false, after: undefined },
      ],
    });
  });

  it('compares lists and objects by value, every empty value alike, and keeps keys only one side has', () => {
    const diff = auditDiff({
      action: 'workflow',
      resource: 'orders',
      before: { status: 'new_deal', entry: 3 },
      after: { status: 'designer_confirm', entry: 4, assignedUser: [7] },
    });
    expect(diff.rows.map((row) => row.field)).toEqual(['status', 'entry', 'assignedUser']);
    expect(
      auditDiff({
        action: 'permission',
        resource: 'users',
        before: { permission: { a: [1] } },
        after: { permission: { a: [1] } },
      }).rows,
    ).toEqual([]);
    expect(
      auditDiff({
        action: 'workflow',
        resource: 'orders',
        before: { assignedUser: null, note: '' },
        after: { assignedUser: [], note: null },
      }).rows,
    ).toEqual([]);
    expect(
      auditDiff({ action: 'redo', resource: 'customers', before: { isDelete: true }, after: { isDelete: false } }),
    ).toEqual({ mode: 'change', rows: [{ field: 'isDelete', before: true, after: false }] });
  });

  it('has nothing to show for an event without values', () => {
    expect(auditDiff({ action: 'password', resource: 'users', before: null, after: null }).rows).toEqual([]);
    expect(auditDiff({ action: 'create', resource: 'unknownThing', after: { b: 1, a: 2 } }).rows).toHaveLength(2);
  });
});

describe('audit field', () => {
  it('finds the resource’s fields, the base ones and a workflow step’s', () => {
    expect(auditField('orders', 'dealPrice')?.type).toBe('money');
    expect(auditField('orders', 'createdAt')?.type).toBe('datetime');
    expect(auditField('orders', 'assignedUser')).toMatchObject({ type: 'refs', to: 'users' });
    expect(auditField('orders', 'entry')).toMatchObject({ type: 'ref', to: 'orderHistories' });
    expect(auditField('orders', 'nothing')).toBeUndefined();
    expect(auditField('nothing', 'name')).toBeUndefined();
  });
});
