import { NOTIFICATION_KINDS, type NotificationKind } from './liveRefresh';

/** Which notifications the user wants, kept on this device (Settings › Notifications). */
export type NotificationPrefs = Readonly<Record<NotificationKind, boolean>>;

const KEY = 'bo.notifications';

const ALL_ON: NotificationPrefs = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, true]),
) as NotificationPrefs;

export function readNotificationPrefs(storage: Pick<Storage, 'getItem'> = localStorage): NotificationPrefs {
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, typeof saved[kind] === 'boolean' ? saved[kind] : true]),
    ) as NotificationPrefs;
  } catch {
    return ALL_ON;
  }
}

export function writeNotificationPrefs(
  prefs: NotificationPrefs,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  storage.setItem(KEY, JSON.stringify(prefs));
}

/** Orders already alerted for a deadline threshold (`orderId:hours`), so each alert is raised once. */
const ALERTED_KEY = 'bo.deadlineAlerts';

export function takeDeadlineAlert(
  orderId: number,
  hours: number,
  deadline: string,
  storage: Storage = localStorage,
): boolean {
  const key = `${orderId}:${hours}:${deadline}`;
  let seen: string[] = [];
  try {
    seen = JSON.parse(storage.getItem(ALERTED_KEY) ?? '[]') as string[];
  } catch {
    seen = [];
  }
  if (seen.includes(key)) return false;
  storage.setItem(ALERTED_KEY, JSON.stringify([...seen, key].slice(-500)));
  return true;
}
