import type { SavedViewState } from '../../shared/domain/savedView';
import type { ListState } from './listState';

/** What a saved view keeps of a list's state: everything but the page. */
export function savedStateOf(state: ListState): SavedViewState {
  const filters = Object.fromEntries(
    Object.entries(state.filters)
      .map(([field, values]) => [field, values.filter((v) => v !== '')] as const)
      .filter(([, values]) => values.length > 0),
  );
  const hidden = state.hidden?.length ? { hidden: [...state.hidden] } : {};
  return { q: state.q, sort: state.sort, limit: state.limit, filters, ...hidden };
}

/** The list state a saved view gives: its search, filters, sort, page size and hidden columns, from the first page. */
export function listStateOf(saved: SavedViewState): ListState {
  return { page: 1, q: saved.q, sort: saved.sort, limit: saved.limit, filters: saved.filters, hidden: saved.hidden };
}

const sameValues = (a: readonly string[], b: readonly string[] | undefined) =>
  b !== undefined && a.length === b.length && a.every((v) => b.includes(v));

/** True when the list shows what the view keeps (filter values in any order, the page aside). */
export function showsView(state: ListState, saved: SavedViewState): boolean {
  const current = savedStateOf(state);
  const fields = Object.keys(current.filters);
  return (
    current.q === saved.q &&
    current.limit === saved.limit &&
    current.sort?.field === saved.sort?.field &&
    current.sort?.desc === saved.sort?.desc &&
    sameValues(current.hidden ?? [], saved.hidden ?? []) &&
    fields.length === Object.keys(saved.filters).length &&
    fields.every((field) => sameValues(current.filters[field], saved.filters[field]))
  );
}
