import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { ResourceTabsPage } from '../../engine';
import { ApiTokensPanel } from '../apiTokens';
import { BackupsPanel } from './backups/BackupsPanel';
import { WebhooksPanel } from './webhooks/WebhooksPanel';
import { NotificationSettingsPanel } from './NotificationSettingsPanel';
import './settings.css';
import { visibleSettingsTabs, visibleSpecialSettingsTabs, type SpecialSettingsTab } from './settingsTabs';

/** The panel of each special tab. */
const SPECIAL_PANELS: Record<SpecialSettingsTab, ReactElement> = {
  notifications: <NotificationSettingsPanel />,
  backups: <BackupsPanel />,
  webhooks: <WebhooksPanel />,
  apiTokens: <ApiTokensPanel userId={null} />,
};

/**
 * `/settings/{tab}`: one tab per lookup catalogue, each embedding its resource list (spec
 * section 2), then the special tabs (Notifications; Backups, Webhooks and API tokens, for managers).
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
        panel: SPECIAL_PANELS[id],
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
