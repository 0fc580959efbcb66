import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/api/contract';
import type { ResourceDef } from '../../shared/domain/resources';
import { badRequest } from '../plugins/httpErrors';
import { parseFilter } from './filterParser';
import { queryFields, type FilterTerm } from './filterTerms';
import { relationsOf } from './relations';

/** A sort key: an allow-listed field and its direction. */
export interface SortKey {
  readonly field: string;
  readonly desc: boolean;
}

/** The list query of spec section 7, parsed and checked. */
export interface ListParams {
  readonly limit: number;
  readonly offset: number;
  readonly terms: readonly FilterTerm[];
  /** Case-insensitive text matched against the resource's search fields. */
  readonly search: string | null;
  readonly order: readonly SortKey[];
  readonly includes: readonly string[];
}

const KNOWN_PARAMS = new Set(['limit', 'offset', 'filter', 'includes', 'q', 'orderBy']);
const ONE_PARAMS = new Set(['includes']);
const MAX_SORT_KEYS = 5;
const MAX_SEARCH = 200;
const MAX_OFFSET = 1_000_000_000;
const UNSORTABLE = new Set(['refs', 'list', 'images']);

function text(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`The ${name} parameter must be given once.`);
  return value;
}

function wholeNumber(value: string | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n > max) {
    throw badRequest(`The ${name} parameter must be a whole number from 0 to ${max}.`);
  }
  return n;
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
    if (!field || UNSORTABLE.has(field.def.type)) {
      throw badRequest(`Cannot sort ${resource.name} by ${JSON.stringify(name.slice(0, 60))}.`);
    }
    return { field: name, desc };
  });
}

function parseIncludes(resource: ResourceDef, value: string | undefined): string[] {
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

function assertKnownParams(query: Record<string, unknown>, known: ReadonlySet<string>): void {
  const unknown = Object.keys(query).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw badRequest(`Unknown query parameter: ${unknown.map((k) => k.slice(0, 60)).join(', ')}.`);
  }
}

/** Parses a list request's query string; anything unknown or out of range is a 400. */
export function parseListQuery(resource: ResourceDef, query: Record<string, unknown>): ListParams {
  assertKnownParams(query, KNOWN_PARAMS);
  const search = text(query, 'q')?.trim() ?? '';
  if (search.length > MAX_SEARCH) throw badRequest(`The search text is longer than ${MAX_SEARCH} characters.`);
  return {
    limit: wholeNumber(text(query, 'limit'), 'limit', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    offset: wholeNumber(text(query, 'offset'), 'offset', 0, MAX_OFFSET),
    terms: parseFilter(resource, text(query, 'filter')),
    search: search || null,
    order: parseOrder(resource, text(query, 'orderBy')),
    includes: parseIncludes(resource, text(query, 'includes')),
  };
}

/** Parses the query of a single-row request: only `includes`. */
export function parseOneQuery(resource: ResourceDef, query: Record<string, unknown>): Pick<ListParams, 'includes'> {
  assertKnownParams(query, ONE_PARAMS);
  return { includes: parseIncludes(resource, text(query, 'includes')) };
}
