import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBridge } from '../bridge';
import { useCurrentUser } from '../session/useCurrentUser';
import { isHeldQuery, tellHolders } from './heldRecords';
import { keysToRefresh, notificationOf } from './liveRefresh';
import { readNotificationPrefs } from './notificationPrefs';
import { useDeadlineAlerts } from './useDeadlineAlerts';

/** Events within this many milliseconds refresh a list once. */
const BATCH_MS = 150;

/**
 * The signed-in app's live side (mounted once, in the shell): each event of `GET /events`
 * reads again the queries that show its record (react-query keeps the rows on screen, the
 * scroll, the selection and open forms while it does), tells a form holding that record, and
 * raises the user's notifications; a click on one, or a deep link, opens its page.
 */
export function LiveEvents() {
  const bridge = useBridge();
  const client = useQueryClient();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { t } = useTranslation();

  useEffect(() => bridge.onNavigate((path) => void navigate(path)), [bridge, navigate]);

  useEffect(() => {
    const pending = new Map<string, readonly (string | number)[]>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      for (const queryKey of pending.values()) {
        void client.invalidateQueries({ queryKey, predicate: (q) => !isHeldQuery(q.queryKey) });
      }
      pending.clear();
    };
    const unsubscribe = bridge.subscribeEvents({
      onChange(event) {
        if (event.actor?.id !== user.id) tellHolders(event);
        for (const key of keysToRefresh(event)) pending.set(JSON.stringify(key), key);
        timer ??= setTimeout(flush, BATCH_MS);
        // New permissions: the menus, the routes and every list may change.
        if (event.personal === 'permissions') void client.invalidateQueries();
        const note = notificationOf(event, t);
        if (note && readNotificationPrefs()[note.kind]) {
          bridge.notify({ title: note.title, body: note.body, path: note.path }).catch(() => undefined);
        }
      },
      onReset() {
        void client.invalidateQueries({ predicate: (q) => !isHeldQuery(q.queryKey) });
      },
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [bridge, client, user.id, t]);

  useDeadlineAlerts(user.id);
  return null;
}
