import type { FieldDef, FieldType } from '../../../shared/domain/fields';

/** How the raw URL values of a field filter are read, and which input edits them. */
export type FilterKind = 'in' | 'all' | 'boolean' | 'dateRange' | 'numberRange' | 'like';

const KIND_BY_TYPE: Partial<Record<FieldType, FilterKind>> = {
  enum: 'in',
  ref: 'in',
  refs: 'all',
  list: 'all',
  boolean: 'boolean',
  date: 'dateRange',
  datetime: 'dateRange',
  int: 'numberRange',
  number: 'numberRange',
  money: 'numberRange',
  rate: 'numberRange',
  string: 'like',
  text: 'like',
};

/** The filter kind of a field, or null when the list cannot filter on it. */
export function filterKind(field: FieldDef): FilterKind | null {
  if (field.secret) return null;
  return KIND_BY_TYPE[field.type] ?? null;
}

/** Separator of the two ends of a range in the URL: `createdAt=2026-01-01~2026-01-31`. */
export const RANGE_SEPARATOR = '~';

export function splitRange(value: string | undefined): [string, string] {
  const [from = '', to = ''] = (value ?? '').split(RANGE_SEPARATOR);
  return [from, to];
}

export function joinRange(from: string, to: string): string {
  return from || to ? `${from}${RANGE_SEPARATOR}${to}` : '';
}
