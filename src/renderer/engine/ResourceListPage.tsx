import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { getResource, type ResourceDef } from '../../shared/domain/resources';
import { useResources } from '../core/bridge';
import { useCurrentUser } from '../core/session/useCurrentUser';
import { listColumns, panelFilterColumns } from './columns';
import { NO_EXTRA_COLUMNS, type ExtraColumn, type ExtraColumnsSource } from './extraColumns';
import { toListQuery } from './listQuery';
import { ListFilterPanel } from './ListFilterPanel';
import { ListPageLayout } from './ListPageLayout';
import type { PageFilter } from './pageFilter';
import { resourceAbilities } from './resourceAbilities';
import { ResourceCardList } from './ResourceCardList';
import { resourceQueries, type ListSource } from '../core/resourceQueries';
import { ResourceTable } from './ResourceTable';
import { useIsNarrow } from '../components/useIsNarrow';
import { useLabels } from '../components/labels/useLabels';
import { useListState } from './useListState';
import { useRefTitles } from './useRefTitles';
import { useModalNavigation } from './useModalNavigation';
import { useListAnalysis } from './useListAnalysis';
import { useListExport } from './export/useListExport';
import './resources.css';

export interface ResourceListPageProps {
  readonly resource: string;
  /** `deleted` lists `GET /{resource}/getDelete` with only the redo action; `mine` the caller's own rows. @default 'list' */
  readonly source?: ListSource;
  /** Hide the breadcrumbs and title when the list sits inside another page's tabs. */
  readonly embedded?: boolean;
  /** Works out columns to add after the resource's own for the rows on screen. @default none */
  readonly extraColumns?: ExtraColumnsSource;
  /** The page's own toolbar buttons, before the create button (the users list's Invite). @default none */
  readonly actions?: ReactNode;
  /** A filter of the page's own, in the filter panel after the columns'. @default none */
  readonly pageFilter?: PageFilter;
}

/** The generic list page of spec section 2 for any resource of the registry. */
export function ResourceListPage(props: ResourceListPageProps) {
  const { resource, source = 'list', embedded = false, extraColumns: ExtraColumns, actions, pageFilter } = props;
  const def = getResource(resource) as ResourceDef;
  const { t, resourceLabel, fieldLabel } = useLabels();
  const resources = useResources();
  const user = useCurrentUser();
  const modal = useModalNavigation();
  const narrow = useIsNarrow();
  const [state, setState] = useListState(resource);
  const allColumns = useMemo(() => listColumns(def), [def]);
  const hidden = state.hidden;
  const columns = useMemo(
    () => (hidden ? allColumns.filter((c) => !hidden.includes(c.name)) : allColumns),
    [allColumns, hidden],
  );
  const abilities = useMemo(() => resourceAbilities(user, def), [user, def]);
  const query = useMemo(() => toListQuery(def, state, pageFilter?.conditions(state)), [def, state, pageFilter]);
  const result = useQuery(resourceQueries.list(resources, resource, query, source));
  const rows = useMemo(() => result.data?.results ?? [], [result.data]);
  const titleOf = useRefTitles(allColumns, rows);
  const analysis = useListAnalysis(resource, source === 'list');
  const listExport = useListExport(resource, query, source === 'list');
  const renderRows = (allExtra: readonly ExtraColumn[]) => {
    const extra = hidden ? allExtra.filter((c) => !hidden.includes(c.id)) : allExtra;
    return narrow ? (
      <ResourceCardList
        resource={resource}
        titleField={def.titleField}
        columns={columns}
        rows={rows}
        titleOf={titleOf}
        abilities={abilities}
        extraColumns={extra}
      />
    ) : (
      <ResourceTable
        resource={resource}
        columns={columns}
        rows={rows}
        state={state}
        onStateChange={setState}
        titleOf={titleOf}
        abilities={abilities}
        loading={result.isFetching}
        extraColumns={extra}
      />
    );
  };
  const title =
    source === 'deleted'
      ? t('deleted.titleOf', { resource: resourceLabel(resource) })
      : source === 'mine'
        ? t('list.mineOf', { resource: resourceLabel(resource) })
        : resourceLabel(resource);

  return (
    <ListPageLayout
      resource={resource}
      title={embedded ? undefined : title}
      state={state}
      onStateChange={setState}
      result={result}
      filterColumns={panelFilterColumns(allColumns)}
      filterPanel={
        pageFilter && (
          <ListFilterPanel
            resource={resource}
            columns={panelFilterColumns(allColumns)}
            state={state}
            onChange={setState}
            folded={narrow}
          >
            {pageFilter.input(state, setState)}
          </ListFilterPanel>
        )
      }
      columnChoices={allColumns.map((c) => ({ id: c.name, label: fieldLabel(c.name, resource) }))}
      foldFilters={narrow}
      onCreate={abilities.create && source !== 'deleted' ? () => modal.openCreate(resource) : undefined}
      analysis={analysis}
      listExport={listExport}
      actions={actions}
    >
      {ExtraColumns ? (
        <ExtraColumns resource={resource} rows={rows}>
          {renderRows}
        </ExtraColumns>
      ) : (
        renderRows(NO_EXTRA_COLUMNS)
      )}
    </ListPageLayout>
  );
}
