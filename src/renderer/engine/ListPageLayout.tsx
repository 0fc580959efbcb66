import { Button, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ListResult } from '../../shared/api/listQuery';
import type { ColumnSpec } from './columns';
import { ColumnsMenu, type ColumnChoice } from './ColumnsMenu';
import { ListFilterPanel } from './ListFilterPanel';
import { pageSizesFor, type ListState, type SetListState } from './listState';
import { ListPagination } from './ListPagination';
import { ListToolbar } from './ListToolbar';
import type { ListAnalysis } from './useListAnalysis';
import type { ListExport } from './export/useListExport';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs';
import { SavedViewsMenu } from './SavedViewsMenu';
import { SearchSuggestions } from './SearchSuggestions';
import { useListKeyboard } from './useListKeyboard';
import { useLabels } from '../components/labels/useLabels';
import './resources.css';

/** Props of {@link ListPageLayout}. */
export interface ListPageLayoutProps {
  /** The listed resource: its filter panel and page sizes. */
  readonly resource: string;
  /** Heading, with the breadcrumbs above it; left out when the list sits inside another page's tabs. */
  readonly title?: ReactNode;
  readonly testId?: string;
  readonly state: ListState;
  readonly onStateChange: SetListState;
  /** The page's rows query: loading, error and empty states come from it, and the total. */
  readonly result: UseQueryResult<ListResult<unknown>>;
  readonly filterColumns: readonly ColumnSpec[];
  /** A filter panel of the page's own, in place of the one built from `filterColumns`. @default none */
  readonly filterPanel?: ReactNode;
  /** Start the filter panel folded (narrow screens). @default false */
  readonly foldFilters?: boolean;
  /** Shown only when the user may create (spec section 6). */
  readonly onCreate?: () => void;
  /** The page's own toolbar buttons, before the create button. @default none */
  readonly actions?: ReactNode;
  /** The list's analysis (`useListAnalysis`): the toolbar's chart button and its dialog. @default none */
  readonly analysis?: ListAnalysis;
  /** The list's Excel export (`useListExport`): the toolbar's Export button and its dialog. @default none */
  readonly listExport?: ListExport;
  /** Name the search that found nothing in the empty state. @default true */
  readonly describeEmptySearch?: boolean;
  /** The columns the list's column chooser offers; no chooser when left out. */
  readonly columnChoices?: readonly ColumnChoice[];
  /** The rows, shown once the query has some. */
  readonly children: ReactNode;
}

/** The last page when `state` shows an empty page past the end of a list that has rows; else null. */
export function lastPageIfPast(state: Pick<ListState, 'page' | 'limit'>, data?: ListResult<unknown>): number | null {
  if (!data || data.results.length > 0 || data.total === 0 || state.page <= 1) return null;
  const last = Math.max(1, Math.ceil(data.total / state.limit));
  return state.page > last ? last : null;
}

/** A list page of spec section 2: heading, search, filters, the rows or their state, and pagination. */
export function ListPageLayout(props: ListPageLayoutProps) {
  const { resource, title, testId, state, onStateChange, result, filterColumns, foldFilters, onCreate } = props;
  const { describeEmptySearch = true, filterPanel, analysis, listExport, actions, columnChoices, children } = props;
  const { t } = useLabels();
  const lastPage = lastPageIfPast(state, result.data);
  const page = useRef<HTMLDivElement>(null);
  useListKeyboard({ resource, data: result.data, main: title !== undefined, container: page, onCreate });
  useEffect(() => {
    // A page past the end (rows deleted meanwhile, or a last page picked from an estimated
    // total that the server has since counted exactly) moves to the real last page.
    if (lastPage !== null) onStateChange((latest) => ({ ...latest, page: lastPage }));
  }, [lastPage, onStateChange, state]);

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
    if (result.data.results.length === 0)
      return (
        <NonIdealState
          icon="inbox"
          title={t('list.empty')}
          description={describeEmptySearch && state.q ? t('list.emptySearch', { q: state.q }) : undefined}
          action={
            state.q ? (
              <SearchSuggestions
                suggestions={result.data.suggestions}
                onPick={(q) => onStateChange((latest) => ({ ...latest, q, page: 1 }))}
              />
            ) : undefined
          }
        />
      );
    return children;
  };

  return (
    <div ref={page} className="bo-list-page" data-testid={testId}>
      {title !== undefined && <ResourceBreadcrumbs />}
      <div className="bo-list-head">
        {title !== undefined && <H3>{title}</H3>}
        <ListToolbar
          key={state.q}
          q={state.q}
          onSearch={(q) => onStateChange((latest) => ({ ...latest, q, page: 1 }))}
          onCreate={onCreate}
          onAnalysis={analysis?.onAnalysis}
          onExport={listExport?.onExport}
          actions={
            <>
              {columnChoices && columnChoices.length > 1 && (
                <ColumnsMenu
                  columns={columnChoices}
                  hidden={state.hidden ?? []}
                  onChange={(update) => onStateChange((latest) => ({ ...latest, hidden: update(latest.hidden ?? []) }))}
                />
              )}
              <SavedViewsMenu resource={resource} state={state} onApply={onStateChange} />
              {actions}
            </>
          }
        />
      </div>
      {filterPanel ?? (
        <ListFilterPanel
          resource={resource}
          columns={filterColumns}
          state={state}
          onChange={onStateChange}
          folded={foldFilters}
        />
      )}
      {body()}
      <ListPagination
        page={state.page}
        limit={state.limit}
        total={result.data?.total ?? 0}
        estimate={result.data?.totalIsEstimate === true}
        pageSizes={pageSizesFor(resource)}
        onPage={(page) => onStateChange((latest) => ({ ...latest, page }))}
        onLimit={(limit) => onStateChange((latest) => ({ ...latest, limit, page: 1 }))}
      />
      {analysis?.dialog}
      {listExport?.dialog}
    </div>
  );
}
