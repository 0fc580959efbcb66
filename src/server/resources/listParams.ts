import { DEFAULT_PAGE_SIZE, MAX_SORT_KEYS, type EmbedShape, type ListQueryValues } from '../../shared/api/listQuery';
import { isSortable, queryFields } from '../../shared/domain/fieldQuery';
import { relationsOf } from '../../shared/domain/relations';
import type { ResourceDef } from '../../shared/domain/resources';
import { badRequest } from '../plugins/httpErrors';
import { parseFilter } from './filterParser';
import type { FilterTerm } from './filterTerms';

/** A sort key: an allow-listed field and its direction. */
/** The values of a row's sort keys, in the order of `sortKeysOf` (keyset.ts), as text (null for an empty value). */
export type KeysetValues = readonly (string | null)[];

export interface SortKey {
  readonly field: string;
  readonly desc: boolean;
}

/** The list query of spec section 7, checked against the resource. */
export interface ListParams {
  readonly limit: number;
  readonly offset: number;
  readonly terms: readonly FilterTerm[];
  /** Case-insensitive text matched against the resource's search fields. */
  readonly search: string | null;
  /** A search not sorted otherwise is ranked (searchSql.ts): exact codes, then names, then the order. */
  readonly ranked?: boolean;
  readonly order: readonly SortKey[];
  /**
   * Start after the row whose sort keys had these values (keyset.ts); `offset` then counts the
   * rows before the page without skipping them.
   */
  readonly after?: KeysetValues;
  /** The total a later page's cursor carries from the first (listCursor.ts): the rows are not counted again. */
  readonly knownTotal?: number;
  readonly includes: readonly string[];
  /** How the included rows are embedded (full rows by default). */
  readonly embed?: EmbedShape;
}

function parseOrder(resource: ResourceDef, value: string | undefined): SortKey[] {
  if (value === undefined || value.trim() === '') return [{ field: 'createdAt', desc: true }];
  const keys = value.split(',').map((part) => part.trim());
  if (keys.length > MAX_SORT_KEYS) throw badRequest(`orderBy takes at most ${MAX_SORT_KEYS} fields.`);
  const fields = queryFields(resource);
  return keys.map((key) => {
    const desc = key.startsWith('-');
    const name = desc ? key.slice(1) : key;
    const field = fields.get(name);
    if (!field || !isSortable(field.def)) {
      throw badRequest(`Cannot sort ${resource.name} by ${JSON.stringify(name.slice(0, 60))}.`);
    }
    return { field: name, desc };
  });
}

/** The relations named in `includes`; an unknown one is a 400 listing the known ones. */
export function parseIncludes(resource: ResourceDef, value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  const relations = relationsOf(resource);
  const names = [...new Set(value.split(',').map((part) => part.trim()))];
  for (const name of names) {
    if (!relations.has(name)) {
      const known = [...relations.keys()].join(', ') || 'none';
      throw badRequest(`Unknown include ${JSON.stringify(name.slice(0, 60))} for ${resource.name}. Known: ${known}.`);
    }
  }
  return names;
}

/** Checks a list query (already of the right shape) against the resource's fields and relations. */
export function resolveListQuery(resource: ResourceDef, query: ListQueryValues): ListParams {
  const search = query.q?.trim() ?? '';
  return {
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    offset: query.offset ?? 0,
    terms: parseFilter(resource, query.filter),
    search: search || null,
    ranked: search !== '' && !query.orderBy?.trim(),
    order: parseOrder(resource, query.orderBy),
    includes: parseIncludes(resource, query.includes),
    embed: query.embed ?? 'full',
  };
}
