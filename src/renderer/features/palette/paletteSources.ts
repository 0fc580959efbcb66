import { visibleMenu, visibleSettingsTabs } from '../../../shared/domain/menu';
import type { Principal } from '../../../shared/domain/permissions';
import { canAccessRoute } from '../../../shared/domain/routeAccess';
import { matchesSearch } from '../../../shared/domain/search/searchText';
import type { PaletteItem } from './paletteItems';

/** The record groups a user may search: the menu shows their list and the record's page opens for them. */
export interface SearchableGroups {
  readonly orders: boolean;
  readonly customers: boolean;
  readonly users: boolean;
}

/** Where Enter takes each kind of record: the page its list opens. */
export const RECORD_PATHS = {
  orders: (id: number) => `/orders/${id}/edit`,
  customers: (id: number) => `/customers/${id}/edit`,
  users: (id: number) => `/users/${id}/show`,
} as const;

/** The menu's own access check decides the lists, the route guard's the pages (no entry leads to 'unauthorized'). */
export function searchableGroups(user: Principal): SearchableGroups {
  const menu = new Set(visibleMenu(user).map((entry) => entry.key));
  const may = (group: keyof typeof RECORD_PATHS) => menu.has(group) && canAccessRoute(user, RECORD_PATHS[group](1));
  return { orders: may('orders'), customers: may('customers'), users: may('users') };
}

/**
 * Every screen the user may open, matching `query`: the side menu's entries (its list and its
 * check, `visibleMenu`) and, under Settings, the settings tabs the user sees.
 */
export function screenItems(
  user: Principal,
  query: string,
  label: { readonly menu: (key: string) => string; readonly resource: (name: string) => string },
): PaletteItem[] {
  const entries = visibleMenu(user);
  const screens: PaletteItem[] = entries.map((entry) => ({
    key: `screens:${entry.key}`,
    group: 'screens',
    icon: entry.icon,
    text: label.menu(entry.key),
    path: entry.path,
  }));
  const settings = entries.find((entry) => entry.key === 'settings');
  const tabs: PaletteItem[] = settings
    ? visibleSettingsTabs(user).map((tab) => ({
        key: `screens:settings/${tab}`,
        group: 'screens',
        icon: settings.icon,
        text: `${label.menu('settings')} › ${label.resource(tab)}`,
        path: `/settings/${tab}`,
      }))
    : [];
  return [...screens, ...tabs].filter((item) => matchesSearch(item.text, query));
}

/** An order as the palette reads it: the staff list's row, or the outsourced list's reduced one. */
export interface FoundOrder {
  readonly id: number;
  readonly name?: string | null;
  readonly code?: string | null;
  readonly status?: string | null;
}

/** A found order: `#id · name` and its code, or its status on the outsourced list that has neither. */
export function orderItem(order: FoundOrder, statusLabel: (status: string) => string): PaletteItem {
  const label = order.code ?? (order.status ? statusLabel(order.status) : undefined);
  return {
    key: `orders:${order.id}`,
    group: 'orders',
    icon: 'shopping-cart',
    text: order.name ? `#${order.id} · ${order.name}` : `#${order.id}`,
    ...(label ? { label } : {}),
    path: RECORD_PATHS.orders(order.id),
  };
}

/** A customer or user row as the palette reads it. */
export interface FoundPerson {
  readonly id: number;
  readonly displayName?: string | null;
  readonly email?: string | null;
  readonly code?: string | null;
}

export function customerItem(customer: FoundPerson): PaletteItem {
  const label = customer.code ?? customer.email;
  return {
    key: `customers:${customer.id}`,
    group: 'customers',
    icon: 'person',
    text: customer.displayName ?? `#${customer.id}`,
    ...(label ? { label } : {}),
    path: RECORD_PATHS.customers(customer.id),
  };
}

export function userItem(user: FoundPerson): PaletteItem {
  return {
    key: `users:${user.id}`,
    group: 'users',
    icon: 'user',
    text: user.displayName ?? `#${user.id}`,
    ...(user.email ? { label: user.email } : {}),
    path: RECORD_PATHS.users(user.id),
  };
}
