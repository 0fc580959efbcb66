import { can, canList, type Principal } from './permissions';
import { baseResource, type ResourceAction, type ResourceDef } from './resources';

/**
 * Who may do what on a resource of the registry: the one decision the server enforces and
 * the renderer reads to show or hide a control (spec section 6).
 */

const WRITES: ReadonlySet<ResourceAction> = new Set(['create', 'update', 'delete', 'redo']);

/** Why an action is refused, or null when it is allowed. */
export type Refusal =
  | { readonly reason: 'readOnly' }
  | { readonly reason: 'outsource' }
  | { readonly reason: 'noSoftDelete' }
  | { readonly reason: 'permission'; readonly resource: string; readonly action: string };

/** The permission key an action needs: a redo is a delete undone, so it needs `delete`. */
export function actionKey(resource: ResourceDef, action: ResourceAction): string {
  return resource.actionKeys?.[action] ?? (action === 'redo' ? 'delete' : action);
}

/** The (resource, action) pair a user must hold for `action`, as the 403 names it. */
export function requiredPermission(resource: ResourceDef, action: ResourceAction): readonly [string, string] {
  if (action === 'get' && resource.view?.permission) return resource.view.permission;
  return [resource.name, actionKey(resource, action)];
}

function holds(user: Principal, resource: ResourceDef, action: ResourceAction): boolean {
  const key = actionKey(resource, action);
  if (action === 'get') return canList(user, resource.name);
  if (can(user, resource.name, key)) return true;
  const view = resource.view;
  if (!view) return false;
  if (action === 'getOne' && view.permission) return can(user, view.permission[0], view.permission[1]);
  return can(user, view.of, key);
}

/** Null when the user may take the action on the resource; otherwise why not. */
export function refusalOf(user: Principal, resource: ResourceDef, action: ResourceAction): Refusal | null {
  if (resource.readOnly && WRITES.has(action)) return { reason: 'readOnly' };
  if (action === 'redo' && !resource.softDelete) return { reason: 'noSoftDelete' };
  if (user.isOutsource && (resource.hiddenFromOutsource || baseResource(resource).hiddenFromOutsource)) {
    return { reason: 'outsource' };
  }
  if (!holds(user, resource, action)) {
    const [permResource, permAction] = requiredPermission(resource, action);
    return { reason: 'permission', resource: permResource, action: permAction };
  }
  return null;
}

/** True when the user may take the action on the resource. */
export function mayDo(user: Principal, resource: ResourceDef, action: ResourceAction): boolean {
  return refusalOf(user, resource, action) === null;
}
