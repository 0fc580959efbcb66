import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, SMALL_PAGE_SIZE } from '../../shared/domain/constants';
import { LIST_RESERVED_PARAMS } from '../../shared/domain/savedView';

/** Sort of a list: one field, ascending or descending (`orderBy=-field`). */
export interface ListSort {
  readonly field: string;
  readonly desc: boolean;
}

/**
 * Everything a list screen shows, as kept in the URL query string so reload and
 * back/forward restore it. Filters hold raw values per field; `listFilter.ts` gives them meaning.
 */
export interface ListState {
  readonly page: number;
  readonly limit: number;
  readonly q: string;
  readonly sort: ListSort | null;
  readonly filters: Readonly<Record<string, readonly string[]>>;
  /** Columns the user hid with the column chooser, by id (`?hide=a,b`); none when left out. */
  readonly hidden?: readonly string[];
}

/**
 * A change of a list's state: the next state, or how to make it from the latest one. A change
 * made from what a control last rendered can miss one made just before it that has not rendered
 * yet (URL changes render in a transition): controls pass a function of the latest state.
 */
export type ListStateUpdate = ListState | ((latest: ListState) => ListState);

/** Applies a change to a list's state. */
export type SetListState = (update: ListStateUpdate) => void;

/**
 * The latest state of a list, which changes are made from: the one last written, until a newer
 * one renders (a reload, back or forward, or the written one itself).
 */
export class LatestListState {
  constructor(private current: ListState) {}

  /** A state the list rendered. */
  rendered(state: ListState): void {
    this.current = state;
  }

  /** The state `update` makes; it is the latest from now on. */
  resolve(update: ListStateUpdate): ListState {
    this.current = typeof update === 'function' ? update(this.current) : update;
    return this.current;
  }
}

/** Spec section 9: roles and permissions lists show 5 rows a page. */
const DEFAULT_LIMITS: Readonly<Record<string, number>> = { roles: SMALL_PAGE_SIZE, permissions: SMALL_PAGE_SIZE };

const RESERVED = new Set(LIST_RESERVED_PARAMS);

export function defaultLimit(resource: string): number {
  return DEFAULT_LIMITS[resource] ?? DEFAULT_PAGE_SIZE;
}

/** Page sizes offered for a resource: the standard ones plus its own default. */
export function pageSizesFor(resource: string): number[] {
  return [...new Set([defaultLimit(resource), ...PAGE_SIZE_OPTIONS])].sort((a, b) => a - b);
}

function positiveInt(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

export function parseSort(orderBy: string | null): ListSort | null {
  const first = orderBy?.split(',')[0]?.trim();
  if (!first || first === '-') return null;
  return first.startsWith('-') ? { field: first.slice(1), desc: true } : { field: first, desc: false };
}

export function formatSort(sort: ListSort | null): string | undefined {
  return sort ? `${sort.desc ? '-' : ''}${sort.field}` : undefined;
}

/** The hidden columns of `?hide=a,b`: ids only, each once. */
function parseHidden(text: string | null): string[] | undefined {
  const ids = [...new Set((text ?? '').split(',').map((id) => id.trim()))].filter((id) =>
    /^[A-Za-z][\w:]{0,63}$/.test(id),
  );
  return ids.length > 0 ? ids.slice(0, 60) : undefined;
}

/** Reads a list state from the query string; unknown or broken values fall back to defaults. */
export function parseListState(params: URLSearchParams, resource: string): ListState {
  const filters: Record<string, string[]> = {};
  for (const key of new Set(params.keys())) {
    if (RESERVED.has(key)) continue;
    const values = params.getAll(key).filter((v) => v !== '');
    if (values.length > 0) filters[key] = values;
  }
  return {
    page: positiveInt(params.get('page'), 1),
    limit: positiveInt(params.get('limit'), defaultLimit(resource), 100),
    q: params.get('q')?.trim() ?? '',
    sort: parseSort(params.get('orderBy')),
    filters,
    hidden: parseHidden(params.get('hide')),
  };
}

/** Writes a list state back to a query string, leaving defaults and empty values out. */
export function listStateToParams(state: ListState, resource: string): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page > 1) params.set('page', String(state.page));
  if (state.limit !== defaultLimit(resource)) params.set('limit', String(state.limit));
  if (state.q) params.set('q', state.q);
  const orderBy = formatSort(state.sort);
  if (orderBy) params.set('orderBy', orderBy);
  for (const [field, values] of Object.entries(state.filters)) {
    for (const value of values) if (value !== '') params.append(field, value);
  }
  if (state.hidden?.length) params.set('hide', state.hidden.join(','));
  return params;
}

/** A state with one filter changed; any filter change goes back to the first page. */
export function withFilter(state: ListState, field: string, values: readonly string[]): ListState {
  const filters = { ...state.filters };
  const kept = values.filter((v) => v !== '');
  if (kept.length > 0) filters[field] = kept;
  else delete filters[field];
  return { ...state, filters, page: 1 };
}

/** Cycles a column's sort: none → ascending → descending → none. */
export function nextSort(current: ListSort | null, field: string): ListSort | null {
  if (current?.field !== field) return { field, desc: false };
  return current.desc ? null : { field, desc: true };
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
