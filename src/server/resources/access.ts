import { OUTSOURCE_VISIBLE_STATUSES } from '../../shared/domain/orderStatus';
import { can, canList } from '../../shared/domain/permissions';
import { getResource, type ResourceDef } from '../../shared/domain/resources';
import { isCustomerUser } from '../../shared/domain/roles';
import type { AuthUser } from '../plugins/auth';
import { forbidden, HttpError } from '../plugins/httpErrors';
import type { FilterTerm } from './filterTerms';

/** The actions of the generic engine; each one is a permission key of spec section 6. */
export type EngineAction = 'get' | 'getOne' | 'create' | 'update' | 'delete' | 'getDelete';

const WRITES: readonly EngineAction[] = ['create', 'update', 'delete'];

/** The resource whose table and outsource rule a view shares. */
export const baseOf = (resource: ResourceDef): ResourceDef =>
  (resource.view && getResource(resource.view.of)) || resource;

/** True when the user holds the action on the resource, or on the base of a view. */
export function mayAct(user: AuthUser, resource: ResourceDef, action: EngineAction): boolean {
  if (action === 'get') return canList(user, resource.name);
  if (can(user, resource.name, action)) return true;
  const view = resource.view;
  if (!view) return false;
  if (action === 'getOne' && view.permission) return can(user, view.permission[0], view.permission[1]);
  return can(user, view.of, action);
}

/**
 * Stops a request the user may not make: 405 for writes on a read-only resource, 403 for
 * outsourced users on resources hidden from them, 403 naming the missing permission.
 */
export function assertAllowed(user: AuthUser, resource: ResourceDef, action: EngineAction): void {
  if (resource.readOnly && WRITES.includes(action)) {
    throw new HttpError(405, `${resource.name} is read-only.`);
  }
  if (user.isOutsource && (resource.hiddenFromOutsource || baseOf(resource).hiddenFromOutsource)) {
    throw forbidden(`Outsourced users cannot open ${resource.name}.`, { resource: resource.name });
  }
  if (!mayAct(user, resource, action)) {
    const [permResource, permAction] =
      action === 'get' && resource.view?.permission ? resource.view.permission : [resource.name, action];
    throw forbidden(`Missing permission: ${permResource}.${permAction}`, {
      resource: permResource,
      action: permAction,
    });
  }
}

/** Matches no row: `id IS NULL`. */
const NOTHING: FilterTerm = { field: 'id', op: '$eq', value: null };

/**
 * The rows a user may reach in a resource, as filter terms: a view's restriction, for
 * outsourced users only the orders they design (spec section 6), and for customer-role users
 * only their own customer's orders and the comments about that customer.
 */
export function scopeTerms(user: AuthUser, resource: ResourceDef): FilterTerm[] {
  const terms: FilterTerm[] = [];
  for (const [field, allowed] of Object.entries(resource.view?.where ?? {})) {
    terms.push(allowed === 'notNull' ? { field, op: '$ne', value: null } : { field, op: '$in', value: [...allowed] });
  }
  if (user.isOutsource && baseOf(resource).name === 'orders') {
    terms.push({ field: 'designerId', op: '$eq', value: user.id });
    terms.push({ field: 'status', op: '$in', value: [...OUTSOURCE_VISIBLE_STATUSES] });
  }
  const base = baseOf(resource).name;
  if (isCustomerUser(user) && (base === 'orders' || base === 'comments')) {
    terms.push(user.customerId === null ? NOTHING : { field: 'customerId', op: '$eq', value: user.customerId });
  }
  return terms;
}

/** A 400 when a row written through a view would fall outside it (a designer with roleId 3). */
export function assertInsideView(resource: ResourceDef, row: Record<string, unknown>): void {
  for (const [field, allowed] of Object.entries(resource.view?.where ?? {})) {
    const value = row[field];
    const inside = allowed === 'notNull' ? value != null : allowed.includes(value as string | number);
    if (!inside) {
      const expected = allowed === 'notNull' ? 'is required' : `must be one of ${allowed.join(', ')}`;
      throw new HttpError(400, `${field} ${expected} for ${resource.name}.`, {
        fields: [
          { path: field, message: allowed === 'notNull' ? 'The field is required' : 'The field is error format.' },
        ],
      });
    }
  }
}
