import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { recordPath } from '../../../shared/ipc/appLinks';
import { useApi, useBridge } from '../bridge';
import { resourceKeys } from '../resourceQueries';
import { DEADLINE_ALERT_HOURS, deadlineThreshold } from './liveRefresh';
import { readNotificationPrefs, takeDeadlineAlert } from './notificationPrefs';

/** How often the orders due soon are read again (live events refresh them sooner). */
const EVERY_MS = 5 * 60_000;

/**
 * Notifies the user once when an order they work on comes within 4 hours of its deadline, and
 * again within 2 (Settings › Notifications can switch it off). Orders come from
 * `GET /users/{id}/orders`, within the user's own order scope.
 */
export function useDeadlineAlerts(userId: number) {
  const call = useApi();
  const bridge = useBridge();
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: [...resourceKeys.all('orders'), 'dueSoon', userId],
    queryFn: () => {
      const now = Date.now();
      const filter = {
        deadline: {
          $gt: new Date(now).toISOString(),
          $lte: new Date(now + Math.max(...DEADLINE_ALERT_HOURS) * 3_600_000).toISOString(),
        },
        status: { $nin: ['done', 'canceled'] },
      };
      return call('GET /users/:id/orders', {
        params: { id: userId },
        query: { filter: JSON.stringify(filter), limit: 100 },
      });
    },
    refetchInterval: EVERY_MS,
    retry: false,
  });

  useEffect(() => {
    if (!data || !readNotificationPrefs().deadline) return;
    const now = new Date();
    for (const order of data.results) {
      const deadline = order.deadline ? String(order.deadline) : null;
      const hours = deadlineThreshold(deadline, now);
      if (hours === null || !deadline || !takeDeadlineAlert(order.id, hours, deadline)) continue;
      const name = [order.code, order.name].filter(Boolean).join(' · ') || `#${order.id}`;
      bridge
        .notify({
          title: t('live.notify.deadline', { hours }),
          body: name,
          path: recordPath('orders', order.id),
        })
        .catch(() => undefined);
    }
  }, [data, bridge, t]);
}
