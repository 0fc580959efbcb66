import type { ListQuery } from '../../shared/api/listQuery';
import { allFields, type ResourceDef } from '../../shared/domain/resources';
import { buildListFilter, filterParam, type ListFilter } from './listFilter';
import { formatSort, type ListState } from './listState';

/** The newest rows first unless the user sorts (spec section 4: a created item comes first). */
export const DEFAULT_ORDER_BY = '-createdAt';

/**
 * The list's order: the user's sort, else, while searching, none (the server ranks the rows
 * found: exact codes, then names, then the newest), else the newest first.
 */
export const listOrderBy = (state: Pick<ListState, 'sort' | 'q'>): string | undefined =>
  formatSort(state.sort) ?? (state.q.trim() ? undefined : DEFAULT_ORDER_BY);

/** The API query of a list state (spec section 7); `base` conditions (a page's own filter) win over the columns'. */
export function toListQuery(def: ResourceDef, state: ListState, base?: ListFilter): ListQuery {
  return {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    filter: filterParam(buildListFilter(allFields(def), state.filters, base)),
    q: state.q || undefined,
    orderBy: listOrderBy(state),
  };
}
