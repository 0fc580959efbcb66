import { H3, NonIdealState, Tab, Tabs, type IconName } from '@blueprintjs/core';
import { useMemo, type ReactElement } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { Principal } from '../../shared/domain/permissions';
import { useCurrentUser } from '../core/session/useCurrentUser';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs';
import { ResourceListPage } from './ResourceListPage';
import type { ListSource } from '../core/resourceQueries';
import type { ExtraColumnsSource } from './extraColumns';
import { useLabels } from '../components/labels/useLabels';

/** A tab that is not a resource list: its own title and panel, shown after the resource tabs. */
export interface ExtraTab {
  /** The tab's name in the path (`/settings/backups`). */
  readonly id: string;
  readonly title: string;
  readonly panel: ReactElement;
}

/** Props of {@link ResourceTabsPage}. */
export interface ResourceTabsPageProps {
  /** Id of the Tabs element. */
  readonly id: string;
  /** Path the tab name is appended to (`/settings` gives `/settings/{tab}`). */
  readonly basePath: string;
  readonly title: string;
  /** Tab the path names; an unknown or missing one redirects to the first tab. */
  readonly tab: string | undefined;
  /** Resources the user sees a tab for, in tab order. */
  readonly visibleTabs: (user: Principal) => readonly string[];
  /** What shows when the user sees no tab at all. */
  readonly emptyIcon: IconName;
  readonly emptyTitle: string;
  /** Source of every embedded list. @default 'list' */
  readonly source?: ListSource;
  /** Tabs of their own after the resource tabs, already narrowed to the user. @default none */
  readonly extraTabs?: readonly ExtraTab[];
  /** Columns every embedded list adds after its resource's own. @default none */
  readonly extraColumns?: ExtraColumnsSource;
}

/** A page of tabs kept in the path, each embedding one resource list (spec section 2). */
export function ResourceTabsPage(props: ResourceTabsPageProps) {
  const { id, basePath, title, tab, visibleTabs, emptyIcon, emptyTitle, source, extraTabs = [], extraColumns } = props;
  const { resourceLabel } = useLabels();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const tabs = useMemo(() => visibleTabs(user), [visibleTabs, user]);

  const names = [...tabs, ...extraTabs.map((extra) => extra.id)];
  if (names.length === 0) return <NonIdealState icon={emptyIcon} title={emptyTitle} />;
  const current = names.find((name) => name === tab);
  if (!current) return <Navigate replace to={`${basePath}/${names[0]}`} />;

  return (
    <div className="bo-list-page">
      <ResourceBreadcrumbs />
      <H3>{title}</H3>
      <Tabs
        id={id}
        selectedTabId={current}
        onChange={(next) => void navigate(`${basePath}/${String(next)}`)}
        renderActiveTabPanelOnly
        // The tab list wraps; an animated indicator keeps its old place when a resize or the
        // language moves the tabs, a static underline follows them.
        animate={false}
        className="bo-tabs"
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            id={name}
            title={resourceLabel(name)}
            panel={<ResourceListPage key={name} resource={name} source={source} extraColumns={extraColumns} embedded />}
          />
        ))}
        {extraTabs.map((extra) => (
          <Tab key={extra.id} id={extra.id} title={extra.title} panel={extra.panel} />
        ))}
      </Tabs>
    </div>
  );
}
