import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../../../shared/domain/roles';
import { fillFromCustomer, isUserFieldDisabled, showsSalaryTerms, userFormFields } from './userFormRules';

const manager = { id: 1, scope: 'manager', isOutsource: false, permission: {} };
const hr = { id: 2, scope: 'staff', isOutsource: false, permission: { users: ['get', 'getOne', 'create'] } };
const payroll = { ...hr, permission: { users: ['update'], salaryInfos: ['update'] } };
const names = (fields: readonly [string, unknown][]) => fields.map(([name]) => name);

describe('the user form', () => {
  it('asks for the password only at creation', () => {
    expect(names(userFormFields('create', manager, { roleId: ROLE_IDS.pd }))).toContain('password');
    expect(names(userFormFields('edit', manager, { roleId: ROLE_IDS.pd }))).not.toContain('password');
  });

  it('shows the salary terms only with salaryInfos.update and never for the customer role', () => {
    expect(names(userFormFields('edit', payroll, { roleId: ROLE_IDS.pd }))).toEqual(
      expect.arrayContaining(['salaryScheme', 'coef', 'coefOT']),
    );
    expect(names(userFormFields('edit', hr, { roleId: ROLE_IDS.pd }))).not.toContain('coef');
    expect(names(userFormFields('edit', manager, { roleId: ROLE_IDS.customer }))).not.toContain('salaryScheme');
    expect(showsSalaryTerms(manager, ROLE_IDS.pd)).toBe(true);
  });

  it('offers the customer only for a customer-role user', () => {
    expect(names(userFormFields('create', manager, { roleId: ROLE_IDS.customer }))).toContain('customerId');
    expect(names(userFormFields('create', manager, { roleId: ROLE_IDS.pd }))).not.toContain('customerId');
  });

  it('fixes the email on edit and the role without users.update (edit) or users.create (create)', () => {
    expect(isUserFieldDisabled('email', 'edit', manager)).toBe(true);
    expect(isUserFieldDisabled('email', 'create', manager)).toBe(false);
    expect(isUserFieldDisabled('roleId', 'create', hr)).toBe(false);
    expect(isUserFieldDisabled('roleId', 'edit', hr)).toBe(true);
    expect(isUserFieldDisabled('roleId', 'edit', payroll)).toBe(false);
    expect(isUserFieldDisabled('roleId', 'create', payroll)).toBe(true);
  });

  it('fills name, email, phone and Facebook link from the picked customer (the email only on create)', () => {
    const customer = {
      displayName: 'Công ty Hoa Sen',
      email: 'hoasen@example.vn',
      phoneNumber: ' 0901234567 ',
      facebookLink: 'https://facebook.com/hoasen',
    };
    const values = { displayName: '', email: '', phone: '', linkFB: '', note: 'kept' };
    expect(fillFromCustomer(values, customer, 'create')).toEqual({
      displayName: 'Công ty Hoa Sen',
      email: 'hoasen@example.vn',
      phone: '0901234567',
      linkFB: 'https://facebook.com/hoasen',
      note: 'kept',
    });
    const edited = fillFromCustomer({ ...values, email: 'fixed@demo.local' }, customer, 'edit');
    expect(edited.email).toBe('fixed@demo.local');
    expect(fillFromCustomer(values, { displayName: 'Lan', email: null }, 'create')).toMatchObject({
      displayName: 'Lan',
      email: '',
    });
  });
});
