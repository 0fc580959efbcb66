import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../app/session/useCurrentUser';
import { ResourceTabsPage } from '../../engine';
import { BackupsPanel } from './backups/BackupsPanel';
import { NotificationSettingsPanel } from './NotificationSettingsPanel';
import { visibleSettingsTabs, visibleSpecialSettingsTabs } from './settingsTabs';

/**
 * `/settings/{tab}`: one tab per lookup catalogue, each embedding its resource list (spec
 * section 2), then the special tabs (Notifications; Backups, for managers).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  const user = useCurrentUser();
  const extraTabs = useMemo(
    () =>
      visibleSpecialSettingsTabs(user).map((id) => ({
        id,
        title: t(`settings.${id}.tab`),
        panel: id === 'backups' ? <BackupsPanel /> : <NotificationSettingsPanel />,
      })),
    [user, t],
  );
  return (
    <ResourceTabsPage
      id="settings-tabs"
      basePath="/settings"
      title={t('settings.title')}
      tab={tab}
      visibleTabs={visibleSettingsTabs}
      extraTabs={extraTabs}
      emptyIcon="cog"
      emptyTitle={t('settings.empty')}
    />
  );
}
