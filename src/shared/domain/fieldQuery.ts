import type { FilterOperator } from '../api/listQuery';
import type { FieldDef, FieldType } from './fields';
import { allFields, type ResourceDef } from './resources';

/**
 * How the list query of spec section 7 (`filter`, `orderBy`) may use each field: the one
 * allow-list the server enforces and the renderer's column headers offer.
 */

/** How a field is filtered: the operators it accepts and the shape of its values. */
export type FilterKind = 'text' | 'number' | 'boolean' | 'date' | 'datetime' | 'list';

const KIND_BY_TYPE: Readonly<Record<FieldType, FilterKind | null>> = {
  string: 'text',
  text: 'text',
  html: 'text',
  email: 'text',
  enum: 'text',
  color: 'text',
  image: 'text',
  int: 'number',
  number: 'number',
  money: 'number',
  rate: 'number',
  ref: 'number',
  boolean: 'boolean',
  date: 'date',
  datetime: 'datetime',
  refs: 'list',
  list: 'list',
  images: 'list',
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
  return field.secret ? null : KIND_BY_TYPE[field.type];
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
