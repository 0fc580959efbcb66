import { can, type Principal } from './permissions';
import { isCustomerUser } from './roles';

/** A user as the audit trail's staff-only rule reads them: the permission principal and the role. */
export type AuditReader = Principal & { readonly roleId: number | null };

/**
 * True for staff: neither outsourced nor a customer-role user. The audit trail names people
 * and shows every field of a change, so it stays with the agency's own staff.
 */
export function isStaff(user: AuditReader): boolean {
  return !user.isOutsource && !isCustomerUser(user);
}

/**
 * Who reads an order's changes (`GET /orders/{id}/changes`, the edit page's Changes tab):
 * staff who may open the order. The server also checks that the order lies in their scope.
 */
export function mayReadOrderChanges(user: AuditReader): boolean {
  return isStaff(user) && can(user, 'orders', 'getOne');
}
