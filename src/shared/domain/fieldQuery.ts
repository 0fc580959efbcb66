import type { FilterOperator } from './listLimits';
import type { FieldDef, FieldType } from './fields';
import { allFields, type ResourceDef } from './resources';

/**
 * How the list query of spec section 7 (`filter`, `orderBy`) may use each field: the one
 * allow-list the server enforces and the renderer's column headers offer.
 */

/** How a field is filtered: the operators it accepts and the shape of its values. */
export type FilterKind = 'text' | 'number' | 'boolean' | 'date' | 'datetime' | 'list';

/**
 * Which input a list's column header offers for a field, and how its raw URL values are read:
 * one of the values (`in`), all of them (`all`), yes or no, a range of dates or numbers, or a
 * part of the text (`like`).
 */
export type FilterInputKind = 'in' | 'all' | 'boolean' | 'dateRange' | 'numberRange' | 'like';

/**
 * Per field type, the one table of filters: its kind in the list query the server allows
 * (null: not filtered, JSON and passwords), and the input the screens offer for it (null:
 * filtered through the API only).
 */
const FILTERS_BY_TYPE: Readonly<
  Record<FieldType, { readonly kind: FilterKind; readonly input: FilterInputKind | null } | null>
> = {
  string: { kind: 'text', input: 'like' },
  text: { kind: 'text', input: 'like' },
  html: { kind: 'text', input: null },
  email: { kind: 'text', input: null },
  enum: { kind: 'text', input: 'in' },
  color: { kind: 'text', input: null },
  image: { kind: 'text', input: null },
  int: { kind: 'number', input: 'numberRange' },
  number: { kind: 'number', input: 'numberRange' },
  money: { kind: 'number', input: 'numberRange' },
  rate: { kind: 'number', input: 'numberRange' },
  ref: { kind: 'number', input: 'in' },
  boolean: { kind: 'boolean', input: 'boolean' },
  date: { kind: 'date', input: 'dateRange' },
  datetime: { kind: 'datetime', input: 'dateRange' },
  refs: { kind: 'list', input: 'all' },
  list: { kind: 'list', input: 'all' },
  images: { kind: 'list', input: null },
  json: null,
  password: null,
};

export const OPERATORS_BY_KIND: Readonly<Record<FilterKind, readonly FilterOperator[]>> = {
  text: ['$eq', '$ne', '$in', '$nin', '$like', '$gt', '$gte', '$lt', '$lte'],
  number: ['$eq', '$ne', '$in', '$nin', '$gt', '$gte', '$lt', '$lte'],
  boolean: ['$eq', '$ne'],
  date: ['$eq', '$ne', '$in', '$nin', '$gt', '$gte', '$lt', '$lte'],
  datetime: ['$eq', '$ne', '$in', '$nin', '$gt', '$gte', '$lt', '$lte'],
  list: ['$eq', '$ne', '$in', '$nin', '$all'],
};

/** The filter kind of a field, or null when lists may not filter on it (secrets, JSON). */
export function queryKind(field: FieldDef): FilterKind | null {
  return field.secret ? null : (FILTERS_BY_TYPE[field.type]?.kind ?? null);
}

/** The input a column header offers to filter a field, or null when the screens offer none. */
export function filterInputKind(field: FieldDef): FilterInputKind | null {
  return field.secret ? null : (FILTERS_BY_TYPE[field.type]?.input ?? null);
}

const UNSORTABLE: ReadonlySet<FieldType> = new Set(['refs', 'list', 'images', 'json', 'image', 'html', 'password']);

/** True when a list may be sorted by the field. */
export function isSortable(field: FieldDef): boolean {
  return !field.secret && !UNSORTABLE.has(field.type);
}

/** A field the list query may filter or sort on. */
export interface QueryField {
  readonly name: string;
  readonly def: FieldDef;
  readonly kind: FilterKind;
}

const cache = new Map<string, ReadonlyMap<string, QueryField>>();

/**
 * The allow-list of a resource: every field of the registry (base fields and `isDelete`
 * included) except secret ones and free-form JSON.
 */
export function queryFields(resource: ResourceDef): ReadonlyMap<string, QueryField> {
  let fields = cache.get(resource.name);
  if (!fields) {
    fields = new Map(
      Object.entries(allFields(resource)).flatMap(([name, def]) => {
        const kind = queryKind(def);
        return kind ? [[name, { name, def, kind }] as const] : [];
      }),
    );
    cache.set(resource.name, fields);
  }
  return fields;
}
