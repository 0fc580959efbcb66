import { H3, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCurrentUser } from '../../app/session/useCurrentUser';
import { ResourceBreadcrumbs } from '../resources/ResourceBreadcrumbs';
import { ResourceListPage } from '../resources/ResourceListPage';
import { useLabels } from '../resources/useLabels';
import { visibleDeletedTabs } from './deletedTabs';

export interface DeletedPageProps {
  /** Tab the path names (`/deleted/{tab}`, or orders for `/orders/deleted`). */
  readonly tab: string | undefined;
}

/** Deleted orders and customers (`GET /{resource}/getDelete`) with a redo action, per getDelete (spec section 2). */
export function DeletedPage({ tab }: DeletedPageProps) {
  const { t } = useTranslation();
  const { resourceLabel } = useLabels();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const tabs = useMemo(() => visibleDeletedTabs(user), [user]);

  if (tabs.length === 0) return <NonIdealState icon="trash" title={t('deleted.empty')} />;
  const current = tabs.find((name) => name === tab);
  if (!current) return <Navigate replace to={`/deleted/${tabs[0]}`} />;

  return (
    <div className="bo-list-page">
      <ResourceBreadcrumbs />
      <H3>{t('deleted.title')}</H3>
      <Tabs
        id="deleted-tabs"
        selectedTabId={current}
        onChange={(next) => void navigate(`/deleted/${String(next)}`)}
        renderActiveTabPanelOnly
        className="bo-tabs"
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            id={name}
            title={resourceLabel(name)}
            panel={<ResourceListPage key={name} resource={name} source="deleted" embedded />}
          />
        ))}
      </Tabs>
    </div>
  );
}
