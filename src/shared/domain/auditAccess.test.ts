import { describe, expect, it } from 'vitest';
import { isStaff, mayReadOrderChanges, type AuditReader } from './auditAccess';
import { ROLE_IDS } from './roles';

const reader = (over: Partial<AuditReader>): AuditReader => ({
  id: 3,
  scope: 'staff',
  isOutsource: false,
  roleId: ROLE_IDS.pd,
  permission: { orders: ['get', 'getOne'] },
  ...over,
});

describe('audit access', () => {
  it('lets staff who may open the order read its changes', () => {
    expect(mayReadOrderChanges(reader({}))).toBe(true);
    expect(mayReadOrderChanges(reader({ permission: { orders: ['get'] } }))).toBe(false);
    expect(mayReadOrderChanges(reader({ scope: 'manager', permission: null }))).toBe(true);
  });

  it('keeps the trail from outsourced and customer-role users', () => {
    expect(isStaff(reader({ isOutsource: true }))).toBe(false);
    expect(isStaff(reader({ roleId: ROLE_IDS.customer }))).toBe(false);
    expect(mayReadOrderChanges(reader({ roleId: ROLE_IDS.customer }))).toBe(false);
    expect(mayReadOrderChanges(reader({ isOutsource: true, scope: 'manager', permission: null }))).toBe(false);
    expect(isStaff(reader({ roleId: ROLE_IDS.customer, scope: 'manager' }))).toBe(true);
  });
});
