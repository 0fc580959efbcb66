import { H3, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../app/session/useCurrentUser';
import { ResourceBreadcrumbs } from '../resources/ResourceBreadcrumbs';
import { ResourceListPage } from '../resources/ResourceListPage';
import { useLabels } from '../resources/useLabels';
import { visibleSettingsTabs } from './settingsTabs';

/** `/settings/{tab}`: one tab per lookup catalogue, each embedding its resource list (spec section 2). */
export function SettingsPage() {
  const { t } = useTranslation();
  const { resourceLabel } = useLabels();
  const { tab } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const tabs = useMemo(() => visibleSettingsTabs(user), [user]);

  if (tabs.length === 0) return <NonIdealState icon="cog" title={t('settings.empty')} />;
  const current = tabs.find((name) => name === tab);
  if (!current) return <Navigate replace to={`/settings/${tabs[0]}`} />;

  return (
    <div className="bo-list-page">
      <ResourceBreadcrumbs />
      <H3>{t('settings.title')}</H3>
      <Tabs
        id="settings-tabs"
        selectedTabId={current}
        onChange={(next) => void navigate(`/settings/${String(next)}`)}
        renderActiveTabPanelOnly
        className="bo-tabs"
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            id={name}
            title={resourceLabel(name)}
            panel={<ResourceListPage key={name} resource={name} embedded />}
          />
        ))}
      </Tabs>
    </div>
  );
}
