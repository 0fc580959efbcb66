import type { FieldDef } from '../../../shared/domain/fields';
import { can, type Principal } from '../../../shared/domain/permissions';
import { RESOURCES } from '../../../shared/domain/resources';
import { SALARY_TERM_FIELDS } from '../../../shared/domain/registry/peopleResources';
import { ROLE_IDS } from '../../../shared/domain/roles';
import type { FormValues } from '../../components/form/formValues';

/** Whether the user form creates a user (the modal) or edits one (the edit screen). */
export type UserFormMode = 'create' | 'edit';

/** The user form's fields in order: the registry's user form. */
const FORM_ORDER = RESOURCES.users.form;

export type UserFormField = (typeof FORM_ORDER)[number];

/** True when the form's role is the customer role (spec section 6: a role named 'customer'). */
export const isCustomerRole = (roleId: unknown): boolean => roleId === ROLE_IDS.customer;

/** Spec section 5: salary terms show only with salaryInfos.update, never for the customer role. */
export function showsSalaryTerms(viewer: Principal, roleId: unknown): boolean {
  return can(viewer, 'salaryInfos', 'update') && !isCustomerRole(roleId);
}

/**
 * The fields the form shows for these values: the password only at creation (later through
 * the change-password dialog), the customer only for the customer role, the salary terms only
 * to those who may set them.
 */
export function userFormFields(mode: UserFormMode, viewer: Principal, values: FormValues): [UserFormField, FieldDef][] {
  const salary = showsSalaryTerms(viewer, values.roleId);
  return FORM_ORDER.filter((name) => {
    if (name === 'password') return mode === 'create';
    if (name === 'customerId') return isCustomerRole(values.roleId);
    if ((SALARY_TERM_FIELDS as readonly string[]).includes(name)) return salary;
    return true;
  }).map((name) => [name, RESOURCES.users.fields[name]]);
}

/** Spec section 5: the email is fixed once created; the role needs users.update (edit) or users.create (create). */
export function isUserFieldDisabled(name: UserFormField, mode: UserFormMode, viewer: Principal): boolean {
  if (name === 'email') return mode === 'edit';
  if (name === 'roleId') return !can(viewer, 'users', mode === 'edit' ? 'update' : 'create');
  return false;
}

/**
 * Spec section 5: picking the customer of a customer-role user fills the name, email, phone
 * and Facebook link from the customer (the email only on create: it is fixed afterwards);
 * a customer without one of them leaves the form's value as it was.
 */
export function fillFromCustomer(
  values: FormValues,
  customer: Readonly<Record<string, unknown>>,
  mode: UserFormMode,
): FormValues {
  const filled: Record<string, FormValues[string]> = { ...values };
  const take = (field: string, value: unknown) => {
    if (typeof value === 'string' && value.trim()) filled[field] = value.trim();
  };
  take('displayName', customer.displayName);
  if (mode === 'create') take('email', customer.email);
  take('phone', customer.phoneNumber);
  take('linkFB', customer.facebookLink);
  return filled;
}
