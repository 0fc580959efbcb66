import { getResource } from './resources';

/**
 * The permission model of spec section 6. A manager-scope user passes every check; anyone
 * else carries a map of resource name to the action keys they hold.
 */
export const RESOURCE_ACTIONS = [
  'get',
  'getOne',
  'create',
  'update',
  'delete',
  'getDelete',
  'analysis',
  'designersAnalysis',
  'exportExcel',
  'clone',
] as const;

export const ORDER_ACTIONS = [
  'deadLine',
  'dealPrice',
  'paymentStatus',
  'priceOrder',
  'customerRequirements',
  'recommendDesigner',
] as const;

export const USER_ACTIONS = [
  'getDesigners',
  'getGuarantees',
  'getDelivers',
  'getDealer',
  'getSalerB',
  'getLeaders',
] as const;

/** Next-action keys of the order flow, one per status an order can be moved out of. */
export const ORDER_FLOW_ACTIONS = [
  'nextPreOrder',
  'nextNewDeal',
  'nextDesignerConfirm',
  'nextDesignInProgress',
  'nextVerified',
  'nextDelivery',
  'nextWaitingApproved',
  'nextFeedback',
  'nextWaitingForFile',
  'nextDone',
  'nextCanceled',
  'nextGuaPd',
  'nextPaymentProgress',
  'forceCreateOne',
] as const;

export type PermissionMap = Readonly<Record<string, readonly string[]>>;

/** What a permission check needs to know of the user. */
export interface Principal {
  readonly id: number;
  readonly scope: string | null;
  readonly isOutsource: boolean;
  readonly permission: PermissionMap | null;
}

export const MANAGER_SCOPE = 'manager';

export function isManager(user: Pick<Principal, 'scope'>): boolean {
  return user.scope === MANAGER_SCOPE;
}

/** True when the user may take `action` on `resource`. */
export function can(user: Principal, resource: string, action: string): boolean {
  if (isManager(user)) return true;
  const actions = user.permission?.[resource];
  return Array.isArray(actions) && actions.includes(action);
}

/** True when the user holds `action` on at least one resource (menu entries, /reports, /deleted). */
export function canAny(user: Principal, action: string): boolean {
  if (isManager(user)) return true;
  return Object.values(user.permission ?? {}).some((actions) => Array.isArray(actions) && actions.includes(action));
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
  if (resource === 'orders') return [...RESOURCE_ACTIONS, ...ORDER_ACTIONS];
  if (resource === 'users') return [...RESOURCE_ACTIONS, ...USER_ACTIONS];
  if (resource === 'salaryInfos') return RESOURCE_ACTIONS;
  if (resource === 'orderFlow') return ORDER_FLOW_ACTIONS;
  return RESOURCE_ACTIONS;
}

/** Drops unknown resources and action keys, so a stored map only holds real grants. */
export function sanitizePermissionMap(input: Record<string, unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [resource, actions] of Object.entries(input)) {
    if (resource !== 'orderFlow' && !getResource(resource)) continue;
    if (!Array.isArray(actions)) continue;
    const allowed = actionsFor(resource);
    const kept = [...new Set(actions.filter((a): a is string => typeof a === 'string' && allowed.includes(a)))];
    if (kept.length > 0) out[resource] = kept;
  }
  return out;
}
