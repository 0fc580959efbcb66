import type { ListQuery } from '../../shared/api/listQuery';
import type { FieldDef } from '../../shared/domain/fields';
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

/** What narrows a list's query beside its state. */
export interface ListQueryOptions {
  /** The filters the user may use; the others in the state are dropped. @default every field's */
  readonly allowed?: readonly string[];
  /** A page's own conditions, which win over the columns'. */
  readonly base?: ListFilter;
}

/**
 * The API query of a list state over these fields (spec section 7): its page, its filters (those
 * allowed, empty ones dropped), its search and its order. Every list builds its query here.
 */
export function listQueryOf(
  fields: Readonly<Record<string, FieldDef>>,
  state: ListState,
  { allowed, base }: ListQueryOptions = {},
): ListQuery {
  const kept = allowed ? new Set(allowed) : null;
  const filters = kept
    ? Object.fromEntries(Object.entries(state.filters).filter(([name]) => kept.has(name)))
    : state.filters;
  return {
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    filter: filterParam(buildListFilter(fields, filters, base)),
    q: state.q || undefined,
    orderBy: listOrderBy(state),
  };
}

/** The API query of a generic list's state; `base` conditions (a page's own filter) win over the columns'. */
export function toListQuery(def: ResourceDef, state: ListState, base?: ListFilter): ListQuery {
  return listQueryOf(allFields(def), state, { base });
}
