import { visibleLogsTabs } from './logsTabs';
import { can, canAny, canList, isManager, type Principal } from './permissions';
import { RESOURCE_LIST, SETTINGS_TABS } from './resources';
import { isHiddenFromOutsource } from './routeAccess';

/** When a side-menu entry shows, besides the outsourced restrictions (`logs`: a Logs tab is visible). */
export type MenuRule = 'always' | 'get' | 'getDelete' | 'analysis' | 'manager' | 'logs';

/** An entry of the side menu of spec section 2. */
export interface MenuEntry {
  /** i18n key `menu.{key}` and the entry's identity. */
  readonly key: string;
  readonly path: string;
  /** Blueprint icon name. */
  readonly icon: string;
  /** Resource whose `get` shows the entry, for rule `get`. */
  readonly resource: string | null;
  readonly rule: MenuRule;
}

const entry = (key: string, path: string, icon: string, rule: MenuRule = 'get'): MenuEntry => ({
  key,
  path,
  icon,
  resource: rule === 'get' ? key : null,
  rule,
});

/** The side menu in order; change password is the managers' extra entry. */
export const MENU: readonly MenuEntry[] = [
  entry('dashboard', '/', 'dashboard', 'always'),
  entry('workingRegisters', '/workingRegisters', 'calendar'),
  entry('customers', '/customers', 'people'),
  entry('users', '/users', 'user'),
  entry('packages', '/packages', 'box'),
  entry('orders', '/orders', 'shopping-cart'),
  entry('payments', '/payments', 'dollar'),
  entry('deleted', '/deleted/orders', 'trash', 'getDelete'),
  entry('mistakeRecords', '/mistakeRecords', 'warning-sign'),
  entry('reports', '/reports', 'chart', 'analysis'),
  entry('salaryHistories', '/salaryHistories/users', 'bank-account'),
  entry('permissions', '/permissions', 'key'),
  entry('roles', '/roles', 'id-number'),
  entry('logs', '/logs', 'history', 'logs'),
  entry('settings', '/settings/niches', 'cog', 'always'),
  entry('changePassword', '/change-password', 'lock', 'manager'),
];

/** True when `user` sees `menuEntry`: managers see all, outsourced users never their hidden sections. */
export function isMenuEntryVisible(user: Principal, menuEntry: MenuEntry): boolean {
  if (user.isOutsource && isHiddenFromOutsource(menuEntry.key)) return false;
  if (isManager(user)) return true;
  switch (menuEntry.rule) {
    case 'always':
      return true;
    case 'manager':
      return false;
    case 'getDelete':
      return canAny(user, 'getDelete');
    case 'analysis':
      return canAny(user, 'analysis');
    case 'logs':
      return visibleLogsTabs(user).length > 0;
    case 'get':
      return menuEntry.resource !== null && canList(user, menuEntry.resource);
  }
}

export function visibleMenu(user: Principal): MenuEntry[] {
  return MENU.filter((menuEntry) => isMenuEntryVisible(user, menuEntry));
}

export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Settings tabs `user` sees: all for managers, else those whose resource they may get. */
export function visibleSettingsTabs(user: Principal): SettingsTab[] {
  return SETTINGS_TABS.filter(
    (tab) => !(user.isOutsource && isHiddenFromOutsource(tab)) && (isManager(user) || canList(user, tab)),
  );
}

/**
 * Tabs of the deleted page: orders and customers first (spec section 2), then every other
 * resource that keeps its deleted rows, in menu order; views share their base's rows.
 */
export const DELETED_TABS: readonly string[] = [
  'orders',
  'customers',
  ...RESOURCE_LIST.filter((r) => r.softDelete && !r.view && r.name !== 'orders' && r.name !== 'customers').map(
    (r) => r.name,
  ),
];

/** The deleted page's tabs `user` sees: each needs getDelete on its resource; none for outsourced users. */
export function visibleDeletedTabs(user: Principal): string[] {
  if (user.isOutsource) return [];
  return DELETED_TABS.filter((tab) => can(user, tab, 'getDelete'));
}
