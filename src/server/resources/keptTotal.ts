import type { ResourceDef } from '../../shared/domain/resources';
import type { FilterTerm } from './filterTerms';

/** A total the database keeps (`row_counts`): a resource's rows with these keys, live or deleted. */
export interface KeptTotal {
  readonly resource: string;
  /** Values of the resource's `countedBy` field; null for every value. */
  readonly keys: readonly string[] | null;
  readonly deleted: boolean;
}

/** What a list is, for deciding whether a kept total answers its count. */
export interface CountedList {
  readonly terms: readonly FilterTerm[];
  readonly search: string | null;
  /** True when the server narrows the rows further (a scope, a view, a custom list's own condition). */
  readonly narrowed: boolean;
  /** Which rows by soft deletion. */
  readonly deleted: 'live' | 'only' | 'any';
}

const NULL_KEY = '';

/** The values an `$eq`/`$in` term on the counted field selects; null when the term is of another kind. */
function keysOf(term: FilterTerm): string[] | null {
  const values = Array.isArray(term.value) ? term.value : [term.value];
  if (term.op !== '$eq' && term.op !== '$in') return null;
  if (term.op === '$eq' && Array.isArray(term.value)) return null;
  return values.every((v) => v === null || typeof v === 'string')
    ? values.map((v) => (v === null ? NULL_KEY : (v as string)))
    : null;
}

/**
 * The kept total that answers a list's count exactly, when there is one: the resource keeps
 * totals (`countedBy`), nothing narrows the rows but soft deletion and filters on the counted
 * field, and there is no search. Otherwise null, and the rows are counted.
 */
export function keptTotalOf(resource: ResourceDef, list: CountedList): KeptTotal | null {
  const field = resource.countedBy;
  if (!field || list.narrowed || list.search || list.deleted === 'any') return null;
  let keys: string[] | null = null;
  for (const term of list.terms) {
    if (term.field !== field) return null;
    const selected = keysOf(term);
    if (!selected) return null;
    keys = keys === null ? selected : keys.filter((key) => selected.includes(key));
  }
  return { resource: resource.name, keys, deleted: list.deleted === 'only' };
}
