import type { TFunction } from 'i18next';
import type { PersonalEventKind, ServerEvent } from '../../../shared/api/events';
import { baseResource, getResource, RESOURCE_LIST } from '../../../shared/domain/resources';
import { recordPath } from '../../../shared/ipc/appLinks';

/**
 * What a live event changes on screen, kept pure: which resources' queries to read again, and
 * the notification a personal event raises.
 */

/**
 * Resources whose screens keep their queries per order, under `['resources', name, 'order', id]`
 * (the Designs tab's versions and marks, the order's review links): any event on an order
 * refreshes that order's (a step's upload is a new version, a decision moves the links'
 * state), and only that order's.
 */
export const ORDER_SCOPED_RESOURCES = ['designMarks', 'reviewLinks'] as const;

/** The query key of an order-scoped resource's queries for one order. */
export const orderScopedKey = (resource: (typeof ORDER_SCOPED_RESOURCES)[number], orderId: number) =>
  ['resources', resource, 'order', orderId] as const;

/** The query keys a live event refreshes: each resource of {@link resourcesToRefresh}, the order-scoped ones for its order only. */
export function keysToRefresh(event: ServerEvent): (readonly (string | number)[])[] {
  const scoped: readonly string[] = ORDER_SCOPED_RESOURCES;
  const order = event.order;
  const names = resourcesToRefresh(event).filter((name) => !order || !scoped.includes(name));
  return [
    ...names.map((name) => ['resources', name] as const),
    ...(order ? ORDER_SCOPED_RESOURCES.map((name) => orderScopedKey(name, order.id)) : []),
  ];
}

/** The resources whose queries show the written row: its own, its base's and every view of that base, and the order it concerns. */
export function resourcesToRefresh(event: ServerEvent): string[] {
  const def = getResource(event.resource);
  const names = new Set<string>([event.resource]);
  if (def) {
    const base = baseResource(def).name;
    names.add(base);
    for (const other of RESOURCE_LIST) if (baseResource(other).name === base) names.add(other.name);
  }
  if (event.order) names.add('orders');
  if (event.resource === 'orders' || event.order) names.add('orderHistories');
  return [...names];
}

/** The kinds of notification a user can switch off: the personal events, and deadlines. */
export const NOTIFICATION_KINDS = ['handoff', 'deadline', 'late', 'comment', 'mistake', 'review'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The notification of a personal event, or null (permission changes refresh the screens instead). */
export function notificationOf(
  event: ServerEvent,
  t: TFunction,
): { kind: NotificationKind; title: string; body: string; path: string } | null {
  const kind: PersonalEventKind | null = event.personal;
  if (!kind || kind === 'permissions' || !event.order) return null;
  const order = [event.order.code, event.order.name].filter(Boolean).join(' · ') || `#${event.order.id}`;
  return {
    kind,
    title: t(`live.notify.${kind}`),
    // Lateness is the server's own finding, a review the customer's: neither is a staff member's write.
    body:
      kind === 'late' || kind === 'review'
        ? t(`live.notify.${kind}Body`, { order })
        : t('live.notify.body', { order, actor: event.actor?.name ?? t('live.server') }),
    path: recordPath('orders', event.order.id),
  };
}

/** Deadline thresholds, in hours, each notified once per order. */
export const DEADLINE_ALERT_HOURS = [4, 2] as const;

/** The smallest threshold the deadline is now under, or null when it is past or further off. */
export function deadlineThreshold(deadline: string | null, now: Date): number | null {
  if (!deadline) return null;
  const left = (new Date(deadline).getTime() - now.getTime()) / 3_600_000;
  if (!(left > 0)) return null;
  const under = DEADLINE_ALERT_HOURS.filter((hours) => left <= hours);
  return under.length > 0 ? Math.min(...under) : null;
}
