import { Callout, Card, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../core/live/liveRefresh';
import {
  readNotificationPrefs,
  writeNotificationPrefs,
  type NotificationPrefs,
} from '../../core/live/notificationPrefs';

/** Settings › Notifications: which system notifications this device raises, each kind on or off. */
export function NotificationSettingsPanel() {
  const { t } = useTranslation();
  const [prefs, setPrefs] = useState<NotificationPrefs>(() => readNotificationPrefs());
  const blocked = typeof Notification !== 'undefined' && Notification.permission === 'denied';
  const toggle = (kind: NotificationKind, on: boolean) => {
    const next = { ...prefs, [kind]: on };
    writeNotificationPrefs(next);
    setPrefs(next);
  };
  return (
    <Card className="bo-notification-settings">
      <p>{t('live.settings.intro')}</p>
      {blocked && (
        <Callout intent="warning" icon="notifications-snooze">
          {t('live.settings.blocked')}
        </Callout>
      )}
      {NOTIFICATION_KINDS.map((kind) => (
        <Switch
          key={kind}
          checked={prefs[kind]}
          label={t(`live.settings.${kind}`)}
          onChange={(event) => toggle(kind, event.currentTarget.checked)}
        />
      ))}
    </Card>
  );
}
