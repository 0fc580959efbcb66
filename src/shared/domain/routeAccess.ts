import { LOGS_TABS, visibleLogsTabs } from './logsTabs';
import { can, canAny, canList, isManager, type Principal } from './permissions';
import { getResource, RESOURCE_LIST } from './resources';

/**
 * Route access of spec section 6. A route needs `get` on its first path segment, plus
 * `create` for `/x/create`; `/x/:id/edit` and `/x/:id/show` need `getOne`. Outsourced users
 * never open the sections of {@link OUTSOURCE_HIDDEN_SECTIONS}, whatever their scope.
 */

/** Routes anyone may open, signed in or not. */
export const PUBLIC_ROUTES = ['/login', '/register', '/invite', '/forgot-password', '/reset-password', '/error/401'];

/** First segments every signed-in user may open. */
const OPEN_SECTIONS = new Set(['profile', 'change-password', 'settings']);

/** Sections hidden from outsourced users: the registry's flagged resources and the deleted page. */
export const OUTSOURCE_HIDDEN_SECTIONS: readonly string[] = [
  ...RESOURCE_LIST.filter((r) => r.hiddenFromOutsource).map((r) => r.name),
  'deleted',
];

export function isHiddenFromOutsource(section: string): boolean {
  return OUTSOURCE_HIDDEN_SECTIONS.includes(section);
}

/** Path segments of a pathname, without query, hash or empty parts. */
export function pathSegments(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** The resource whose action keys guard create, edit and show of `name` (a view's base). */
function guardResource(name: string): string {
  return getResource(name)?.view?.of ?? name;
}

function canGetOne(user: Principal, name: string): boolean {
  return can(user, name, 'getOne') || can(user, guardResource(name), 'getOne');
}

function canOpenResourceRoute(user: Principal, segments: readonly string[]): boolean {
  const [name = '', second, third] = segments;
  // Anyone who registers working time registers their own days; planning others' needs get too.
  if (name === 'workingRegisters' && second === 'create') return can(user, name, 'create');
  if (second === 'create') return canList(user, name) && can(user, guardResource(name), 'create');
  if (second !== undefined && (third === 'edit' || third === 'show')) return canGetOne(user, name);
  if (name === 'orders' && second === 'deleted') return can(user, 'orders', 'getDelete');
  // Everyone's own rows of a resource that names its owner (`GET /{resource}/me`).
  if (second === 'me' && third === undefined && getResource(name)?.mine) return true;
  if (name === 'workingRegisters' && second === String(user.id)) return true;
  if (name === 'workingRegisters' && second !== undefined && /^\d+$/.test(second)) {
    return canList(user, 'workingRegisters') && can(user, 'workingRegisters', 'create');
  }
  return canList(user, name);
}

/** `/logs` and `/logs/{tab}`: the Logs page, open with any of its tabs. */
function isLogsPage(segments: readonly string[]): boolean {
  const [first, tab, more] = segments;
  return first === 'logs' && more === undefined && (tab === undefined || LOGS_TABS.some((name) => name === tab));
}

/** True when the signed-in `user` may open `pathname`. */
export function canAccessRoute(user: Principal, pathname: string): boolean {
  const segments = pathSegments(pathname);
  const [first] = segments;
  if (first === undefined) return true;
  if (PUBLIC_ROUTES.includes(`/${segments.slice(0, 2).join('/')}`) || PUBLIC_ROUTES.includes(`/${first}`)) {
    return true;
  }
  if (OPEN_SECTIONS.has(first)) return true;

  if (first === 'auth') {
    const [, resource = '', id, action] = segments;
    if (!getResource(resource) || id === undefined || action !== 'show') return false;
    if (user.isOutsource && isHiddenFromOutsource(resource)) return false;
    return canGetOne(user, resource);
  }
  if (user.isOutsource && isHiddenFromOutsource(first)) return false;
  if (isManager(user)) return true;
  if (first === 'reports') return canAny(user, 'analysis');
  if (first === 'deleted') return canAny(user, 'getDelete');
  if (isLogsPage(segments)) return visibleLogsTabs(user).length > 0;
  return canOpenResourceRoute(user, segments);
}
