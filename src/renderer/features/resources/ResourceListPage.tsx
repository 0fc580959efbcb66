import { Button, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getResource, type ResourceDef } from '../../../shared/domain/resources';
import { useBridge } from '../../app/bridge';
import { useCurrentUser } from '../../app/session/useCurrentUser';
import { listColumns, panelFilterColumns } from './columns';
import { ListFilterPanel } from './ListFilterPanel';
import { toListQuery } from './listQuery';
import { pageSizesFor } from './listState';
import { ListPagination } from './ListPagination';
import { ListToolbar } from './ListToolbar';
import { resourceAbilities } from './resourceAbilities';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs';
import { ResourceCardList } from './ResourceCardList';
import { resourceQueries, type ListSource } from './resourceQueries';
import { ResourceTable } from './ResourceTable';
import { useIsNarrow } from './useIsNarrow';
import { useLabels } from './useLabels';
import { useListState } from './useListState';
import { useRefTitles } from './useRefTitles';
import { useModalNavigation } from './useModalNavigation';
import './resources.css';

export interface ResourceListPageProps {
  readonly resource: string;
  /** `deleted` lists `GET /{resource}/getDelete` with only the redo action. @default 'list' */
  readonly source?: ListSource;
  /** Hide the breadcrumbs and title when the list sits inside another page's tabs. */
  readonly embedded?: boolean;
}

/** The generic list page of spec section 2 for any resource of the registry. */
export function ResourceListPage({ resource, source = 'list', embedded = false }: ResourceListPageProps) {
  const def = getResource(resource) as ResourceDef;
  const { t, resourceLabel } = useLabels();
  const bridge = useBridge();
  const user = useCurrentUser();
  const modal = useModalNavigation();
  const narrow = useIsNarrow();
  const [state, setState] = useListState(resource);
  const columns = useMemo(() => listColumns(def), [def]);
  const abilities = useMemo(() => resourceAbilities(user, def), [user, def]);
  const query = useMemo(() => toListQuery(def, state), [def, state]);
  const result = useQuery(resourceQueries.list(bridge, resource, query, source));
  const rows = useMemo(() => result.data?.results ?? [], [result.data]);
  const total = result.data?.total ?? 0;
  const titleOf = useRefTitles(columns, rows);

  const body = () => {
    if (result.isPending) return <Spinner className="bo-list-spinner" />;
    if (result.isError)
      return (
        <NonIdealState
          icon="error"
          title={t('list.loadError')}
          description={result.error.message}
          action={<Button icon="refresh" text={t('list.retry')} onClick={() => void result.refetch()} />}
        />
      );
    if (rows.length === 0)
      return (
        <NonIdealState
          icon="inbox"
          title={t('list.empty')}
          description={state.q ? t('list.emptySearch', { q: state.q }) : undefined}
        />
      );
    return narrow ? (
      <ResourceCardList
        resource={resource}
        titleField={def.titleField}
        columns={columns}
        rows={rows}
        titleOf={titleOf}
        abilities={abilities}
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
      />
    );
  };

  return (
    <div className="bo-list-page">
      {!embedded && <ResourceBreadcrumbs />}
      <div className="bo-list-head">
        {!embedded && (
          <H3>
            {source === 'deleted'
              ? t('deleted.titleOf', { resource: resourceLabel(resource) })
              : resourceLabel(resource)}
          </H3>
        )}
        <ListToolbar
          key={state.q}
          q={state.q}
          onSearch={(q) => setState({ ...state, q, page: 1 })}
          onCreate={abilities.create && source === 'list' ? () => modal.openCreate(resource) : undefined}
        />
      </div>
      <ListFilterPanel
        resource={resource}
        columns={panelFilterColumns(columns)}
        state={state}
        onChange={setState}
        folded={narrow}
      />
      {body()}
      <ListPagination
        page={state.page}
        limit={state.limit}
        total={total}
        pageSizes={pageSizesFor(resource)}
        onPage={(page) => setState({ ...state, page })}
        onLimit={(limit) => setState({ ...state, limit, page: 1 })}
      />
    </div>
  );
}
