import { tokenAllows, type TokenGrant } from './apiTokens';
import { ORDER_FLOW, ORDER_FLOW_ACTIONS, RESOURCE_ACTIONS, type PermissionMap } from './permissionKeys';
import { getResource } from './resources';

export {
  ORDER_ACTIONS,
  ORDER_FLOW,
  ORDER_FLOW_ACTIONS,
  RESOURCE_ACTIONS,
  USER_ACTIONS,
  type PermissionMap,
} from './permissionKeys';

/**
 * The permission model of spec section 6. A manager-scope user passes every check; anyone
 * else carries a map of resource name to the action keys they hold.
 */

/** What a permission check needs to know of the user. */
export interface Principal {
  readonly id: number;
  readonly scope: string | null;
  readonly isOutsource: boolean;
  readonly permission: PermissionMap | null;
  /** What the API token of the request lets through; absent on a signed-in session. */
  readonly token?: TokenGrant | null;
}

export const MANAGER_SCOPE = 'manager';

/**
 * True for a manager, who passes every check. A manager's token with chosen permission keys
 * is not one: it holds those keys only, and none of a manager's own powers.
 */
export function isManager(user: Pick<Principal, 'scope' | 'token'>): boolean {
  return user.scope === MANAGER_SCOPE && (!user.token || user.token.readOnly);
}

/** True when every row is within the user's reach (a manager's, their tokens' too). */
export function reachesEveryRow(user: Pick<Principal, 'scope'>): boolean {
  return user.scope === MANAGER_SCOPE;
}

/** True when the user may take `action` on `resource`: their own grant, and their token's. */
export function can(user: Principal, resource: string, action: string): boolean {
  if (user.token && !tokenAllows(user.token, resource, action)) return false;
  if (reachesEveryRow(user)) return true;
  const actions = user.permission?.[resource];
  return Array.isArray(actions) && actions.includes(action);
}

/** True when the user holds `action` on at least one resource (menu entries, /reports, /deleted). */
export function canAny(user: Principal, action: string): boolean {
  if (isManager(user)) return true;
  const held = user.token && !user.token.readOnly ? user.token.permission : user.permission;
  return Object.entries(held ?? {}).some(
    ([resource, actions]) => Array.isArray(actions) && actions.includes(action) && can(user, resource, action),
  );
}

/**
 * The permission a resource's list needs: `get` on itself, or the user-lookup key of a view
 * (`designers` needs `users.getDesigners`).
 */
export function listPermission(resourceName: string): readonly [string, string] {
  const def = getResource(resourceName);
  return def?.view?.permission ?? [resourceName, 'get'];
}

export function canList(user: Principal, resourceName: string): boolean {
  const [resource, action] = listPermission(resourceName);
  if (resource !== resourceName && can(user, resourceName, 'get')) return true;
  return can(user, resource, action);
}

/** Every action key a resource can carry, for the permission matrix. */
export function actionsFor(resource: string): readonly string[] {
  if (resource === ORDER_FLOW) return ORDER_FLOW_ACTIONS;
  return [...RESOURCE_ACTIONS, ...(getResource(resource)?.extraActions ?? [])];
}

/** Drops unknown resources and action keys, so a stored map only holds real grants. */
export function sanitizePermissionMap(input: Readonly<Record<string, unknown>>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [resource, actions] of Object.entries(input)) {
    if (resource !== ORDER_FLOW && !getResource(resource)) continue;
    if (!Array.isArray(actions)) continue;
    const allowed = actionsFor(resource);
    const kept = [...new Set(actions.filter((a): a is string => typeof a === 'string' && allowed.includes(a)))];
    if (kept.length > 0) out[resource] = kept;
  }
  return out;
}

/** A stored map as read from the database: possibly null, possibly holding junk. */
type StoredMap = Readonly<Record<string, unknown>> | null | undefined;

/**
 * A user's default map (spec section 6): what "set default by role" and an invitation give
 * them. It is their role's map joined with their user type's, per resource the union of the
 * action keys, keeping only real grants; a missing role or type adds nothing.
 */
export function defaultPermissionMap(roleMap: StoredMap, userTypeMap: StoredMap): Record<string, string[]> {
  const joined = new Map<string, unknown[]>();
  for (const map of [roleMap, userTypeMap]) {
    for (const [resource, actions] of Object.entries(map ?? {})) {
      if (Array.isArray(actions)) joined.set(resource, [...(joined.get(resource) ?? []), ...(actions as unknown[])]);
    }
  }
  return sanitizePermissionMap(Object.fromEntries(joined));
}
