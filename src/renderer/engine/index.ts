/**
 * The generic resource screens, public face: what the app and features use. Everything the
 * registry describes gets a list, show page and form from here; a feature adds its own
 * screens through `core/screens.ts`, never by being imported here.
 */
export type { ColumnSpec } from './columns';
export { fieldColumn, headerColumn, listColumns, panelFilterColumns } from './columns';
export type { ExtraColumn, ExtraColumnsProps, ExtraColumnsSource } from './extraColumns';
export { FilterSection } from './FilterSection';
export { ListFilterPanel } from './ListFilterPanel';
export { buildListFilter, filterParam, type ListFilter } from './listFilter';
export { listHeaderCell } from './listHeaderCell';
export { ListPageLayout } from './ListPageLayout';
export { ListPagination } from './ListPagination';
export type { PageFilter } from './pageFilter';
export { usePaging, type Paging } from './usePaging';
export { DEFAULT_ORDER_BY, listOrderBy, listQueryOf, toListQuery } from './listQuery';
export type { ListState, ListStateUpdate, SetListState } from './listState';
export { formatSort, pageSizesFor, withFilter } from './listState';
export { ListTable, type ListTableData, type TableColumn } from './ListTable';
export { keyedTableColumns, type KeyedColumn } from './keyedColumns';
export type { ModalRoute } from './modalHash';
export { createHash } from './modalHash';
export { useDeleteResource, useRedoResource } from './resourceMutations';
export { useRowConfirm } from './rowConfirm';
export { ResourceEditPanel } from './ResourceEditPanel';
export { ResourceFormDialog } from './ResourceFormDialog';
export { ResourceModalHost } from './ResourceModalHost';
export { ResourceListPage } from './ResourceListPage';
export { resourceAbilities, type ResourceAbilities } from './resourceAbilities';
export { chooseTab, PageTabs, useTabParam } from './PageTabs';
export { RecordDetails } from './RecordDetails';
export { RecordPager } from './RecordPager';
export { resourceRoutes } from './resourceRoutes';
export { ResourceShowPage } from './ResourceShowPage';
export type { ExtraTab } from './ResourceTabsPage';
export { ResourceTabsPage, type OwnTabs } from './ResourceTabsPage';
export { useListAnalysis } from './useListAnalysis';
export { useListExport } from './export/useListExport';
export { useListState } from './useListState';
export { useModalNavigation } from './useModalNavigation';
export { useRefTitles } from './useRefTitles';
