import type { FilterOperator } from '../../shared/api/contract';
import type { FieldDef } from '../../shared/domain/fields';
import { allFields, type ResourceDef } from '../../shared/domain/resources';

/** A scalar value of a filter, already typed for its column (datetimes as Date). */
export type FilterScalar = string | number | boolean | Date;

/** One condition on one field; a list's conditions are ANDed. */
export interface FilterTerm {
  readonly field: string;
  readonly op: FilterOperator;
  /** null only with $eq and $ne (IS NULL, IS NOT NULL); an array with $in, $nin and $all. */
  readonly value: FilterScalar | null | readonly FilterScalar[];
}

/** How a field is filtered: the operators it accepts and the shape of its values. */
export type FilterKind = 'text' | 'number' | 'boolean' | 'date' | 'datetime' | 'list';

const KIND_BY_TYPE: Readonly<Record<FieldDef['type'], FilterKind | null>> = {
  string: 'text',
  text: 'text',
  html: 'text',
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
};

export const OPERATORS_BY_KIND: Readonly<Record<FilterKind, readonly FilterOperator[]>> = {
  text: ['$eq', '$ne', '$in', '$nin', '$like', '$gt', '$gte', '$lt', '$lte'],
  number: ['$eq', '$ne', '$in', '$nin', '$gt', '$gte', '$lt', '$lte'],
  boolean: ['$eq', '$ne'],
  date: ['$eq', '$ne', '$in', '$nin', '$gt', '$gte', '$lt', '$lte'],
  datetime: ['$eq', '$ne', '$in', '$nin', '$gt', '$gte', '$lt', '$lte'],
  list: ['$eq', '$ne', '$in', '$nin', '$all'],
};

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
        const kind = KIND_BY_TYPE[def.type];
        return kind && !def.secret ? [[name, { name, def, kind }] as const] : [];
      }),
    );
    cache.set(resource.name, fields);
  }
  return fields;
}
