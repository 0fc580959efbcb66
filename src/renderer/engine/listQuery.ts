import type { ListQuery } from '../../shared/api/listQuery';
import { allFields, type ResourceDef } from '../../shared/domain/resources';
import { buildListFilter, filterParam, type ListFilter } from './listFilter';
import { formatSort, type ListState } from './listState';

/** The newest rows first unless the user sorts (spec section 4: a created item comes first). */
export const DEFAULT_ORDER_BY = '-createdAt';

/** The API query of a list state (spec section 7); `base` conditions (a page's own filter) win over the columns'. */
export function toListQuery(def: ResourceDef, state: ListState, base?: ListFilter): ListQuery {
  return {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    filter: filterParam(buildListFilter(allFields(def), state.filters, base)),
    q: state.q || undefined,
    orderBy: formatSort(state.sort) ?? DEFAULT_ORDER_BY,
  };
}
