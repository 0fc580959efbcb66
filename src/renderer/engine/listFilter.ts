import type { FieldDef } from '../../shared/domain/fields';
import { filterInputKind } from '../../shared/domain/fieldQuery';
import { splitRange } from '../components/form/filterRange';

/** One field's condition in the API's `filter` JSON (spec section 7). */
export type FilterCondition = Readonly<Record<string, unknown>>;
export type ListFilter = Readonly<Record<string, FilterCondition>>;

function localDay(text: string, addDays = 0): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + addDays);
}

function dateRange(field: FieldDef, value: string): FilterCondition | null {
  const [from, to] = splitRange(value);
  const out: Record<string, string> = {};
  if (field.type === 'date') {
    if (localDay(from)) out.$gte = from;
    if (localDay(to)) out.$lte = to;
  } else {
    const start = localDay(from);
    const end = localDay(to, 1);
    if (start) out.$gte = start.toISOString();
    if (end) out.$lt = end.toISOString();
  }
  return Object.keys(out).length > 0 ? out : null;
}

function numberRange(value: string): FilterCondition | null {
  const [from, to] = splitRange(value);
  const out: Record<string, number> = {};
  if (from !== '' && Number.isFinite(Number(from))) out.$gte = Number(from);
  if (to !== '' && Number.isFinite(Number(to))) out.$lte = Number(to);
  return Object.keys(out).length > 0 ? out : null;
}

function ids(field: FieldDef, values: readonly string[]): (string | number)[] {
  if (field.type !== 'ref' && field.type !== 'refs') return [...values];
  return values.map(Number).filter((n) => Number.isInteger(n));
}

/** The condition for one field, or null when its values say nothing. */
export function fieldCondition(field: FieldDef, values: readonly string[]): FilterCondition | null {
  const kept = values.filter((v) => v.trim() !== '');
  if (kept.length === 0) return null;
  switch (filterInputKind(field)) {
    case 'in': {
      const list = ids(field, kept);
      return list.length > 0 ? { $in: list } : null;
    }
    case 'all': {
      const list = ids(field, kept);
      return list.length > 0 ? { $all: list } : null;
    }
    case 'boolean':
      return kept[0] === 'true' || kept[0] === 'false' ? { $eq: kept[0] === 'true' } : null;
    case 'dateRange':
      return dateRange(field, kept[0]);
    case 'numberRange':
      return numberRange(kept[0]);
    case 'like':
      return { $like: kept[0].trim() };
    default:
      return null;
  }
}

/**
 * Builds the `filter` JSON object of a list request from the URL's raw values. Unknown fields
 * and empty values are dropped (spec section 5); `base` conditions (a fixed scope such as the
 * order of a tab) win over the user's.
 */
export function buildListFilter(
  fields: Readonly<Record<string, FieldDef>>,
  values: Readonly<Record<string, readonly string[]>>,
  base: ListFilter = {},
): ListFilter {
  const out: Record<string, FilterCondition> = {};
  for (const [name, raw] of Object.entries(values)) {
    const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
    const condition = field && fieldCondition(field, raw);
    if (condition) out[name] = condition;
  }
  return { ...out, ...base };
}

/** The filter as the API's query parameter, or undefined when there is none. */
export function filterParam(filter: ListFilter): string | undefined {
  return Object.keys(filter).length > 0 ? JSON.stringify(filter) : undefined;
}
