import { describe, expect, it } from 'vitest';
import { auditSummary } from './auditSummary';

describe('audit summary', () => {
  it('names the fields a change touched, in the resource’s order', () => {
    expect(
      auditSummary({
        action: 'update',
        resource: 'orders',
        before: { dealPrice: 100, name: 'Old' },
        after: { dealPrice: 250, name: 'New' },
      }),
    ).toEqual({ kind: 'fields', fields: ['name', 'dealPrice'] });
  });

  it('quotes the title of a record made or removed', () => {
    expect(auditSummary({ action: 'create', resource: 'niches', after: { id: 3, name: 'Mugs' } })).toEqual({
      kind: 'title',
      title: 'Mugs',
    });
    expect(
      auditSummary({ action: 'delete', resource: 'customers', before: { displayName: 'Acme', phoneNumber: '09' } }),
    ).toEqual({ kind: 'title', title: 'Acme' });
  });

  it('falls back to the first text value, then to the fields', () => {
    expect(
      auditSummary({ action: 'create', resource: 'mistakeRecords', after: { orderId: 4, note: '  Wrong size ' } }),
    ).toEqual({ kind: 'title', title: 'Wrong size' });
    expect(auditSummary({ action: 'create', resource: 'payments', after: { clientId: 4, totalAmount: 10 } })).toEqual({
      kind: 'fields',
      fields: ['clientId', 'totalAmount'],
    });
  });

  it('has nothing to say of an event without values', () => {
    expect(auditSummary({ action: 'password', resource: 'users', before: null, after: null })).toEqual({
      kind: 'none',
    });
  });
});
