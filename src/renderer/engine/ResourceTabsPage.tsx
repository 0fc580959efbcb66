import { H3, NonIdealState, Tab, Tabs, type IconName } from '@blueprintjs/core';
import { useMemo, type ReactElement } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
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

/** A page's tabs that are not resource lists: which the user sees, in order, and each one's title and panel. */
export interface OwnTabs<Id extends string> {
  readonly visible: (user: Principal) => readonly Id[];
  readonly title: (id: Id) => string;
  readonly panels: Readonly<Record<Id, ReactElement>>;
}

/** No resource tabs: a page whose tabs are all its own. */
const NO_TABS = (): readonly string[] => [];

/** Props of {@link ResourceTabsPage}. */
export interface ResourceTabsPageProps<Id extends string> {
  /** Path the tab name is appended to (`/settings` gives `/settings/{tab}`); the Tabs element's id is `{settings}-tabs`. */
  readonly basePath: string;
  readonly title: string;
  /** Tab the path names; an unknown or missing one redirects to the first tab. @default the route's `:tab` */
  readonly tab?: string;
  /** Resources the user sees a tab for, in tab order. @default none */
  readonly visibleTabs?: (user: Principal) => readonly string[];
  /** What shows when the user sees no tab at all. */
  readonly empty: { readonly icon: IconName; readonly title: string };
  /** Source of every embedded list. @default 'list' */
  readonly source?: ListSource;
  /** Tabs of their own after the resource tabs; memoised. @default none */
  readonly ownTabs?: OwnTabs<Id>;
  /** Columns every embedded list adds after its resource's own. @default none */
  readonly extraColumns?: ExtraColumnsSource;
}

/** A page of tabs kept in the path, each embedding one resource list (spec section 2). */
export function ResourceTabsPage<Id extends string>(props: ResourceTabsPageProps<Id>) {
  const { basePath, title, visibleTabs = NO_TABS, empty, source, ownTabs, extraColumns } = props;
  const { resourceLabel } = useLabels();
  const navigate = useNavigate();
  const params = useParams();
  const tab = props.tab ?? params.tab;
  const user = useCurrentUser();
  const tabs = useMemo(() => visibleTabs(user), [visibleTabs, user]);
  const extraTabs = useMemo(
    (): readonly ExtraTab[] =>
      ownTabs?.visible(user).map((id) => ({ id, title: ownTabs.title(id), panel: ownTabs.panels[id] })) ?? [],
    [ownTabs, user],
  );

  const names = [...tabs, ...extraTabs.map((extra) => extra.id)];
  if (names.length === 0) return <NonIdealState icon={empty.icon} title={empty.title} />;
  const current = names.find((name) => name === tab);
  if (!current) return <Navigate replace to={`${basePath}/${names[0]}`} />;

  return (
    <div className="bo-list-page">
      <ResourceBreadcrumbs />
      <H3>{title}</H3>
      <Tabs
        id={`${basePath.slice(1)}-tabs`}
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
