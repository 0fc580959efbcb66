import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResourceTabsPage } from '../../engine';
import { visibleSettingsTabs } from './settingsTabs';

/** `/settings/{tab}`: one tab per lookup catalogue, each embedding its resource list (spec section 2). */
export function SettingsPage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  return (
    <ResourceTabsPage
      id="settings-tabs"
      basePath="/settings"
      title={t('settings.title')}
      tab={tab}
      visibleTabs={visibleSettingsTabs}
      emptyIcon="cog"
      emptyTitle={t('settings.empty')}
    />
  );
}
