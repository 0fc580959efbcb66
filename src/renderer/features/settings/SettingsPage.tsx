import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceTabsPage, type OwnTabs } from '../../engine';
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
  const special = useMemo(
    (): OwnTabs<SpecialSettingsTab> => ({
      visible: visibleSpecialSettingsTabs,
      title: (id) => t(`settings.${id}.tab`),
      panels: SPECIAL_PANELS,
    }),
    [t],
  );
  return (
    <ResourceTabsPage
      basePath="/settings"
      title={t('settings.title')}
      visibleTabs={visibleSettingsTabs}
      ownTabs={special}
      empty={{ icon: 'cog', title: t('settings.empty') }}
    />
  );
}
