import { FILTER_OPERATORS, type FilterOperator } from '../../shared/api/listQuery';
import { OPERATORS_BY_KIND, queryFields, type QueryField } from '../../shared/domain/fieldQuery';
import type { ResourceDef } from '../../shared/domain/resources';
import { INT_MAX } from '../../shared/domain/validation/fieldSchema';
import { badRequest } from '../plugins/httpErrors';
import type { FilterScalar, FilterTerm } from './filterTerms';

/** Caps that keep one filter cheap to parse and to run. */
export const FILTER_LIMITS = { maxLength: 10_000, maxFields: 20, maxValues: 200, maxText: 500 } as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const NUMERIC = /^-?\d+(?:\.\d+)?$/;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const show = (v: unknown) => JSON.stringify(v)?.slice(0, 60) ?? String(v);

function numberValue(field: QueryField, raw: unknown): number {
  const n = typeof raw === 'string' && NUMERIC.test(raw) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isFinite(n)) {
    throw badRequest(`Filter value ${show(raw)} for ${field.name} must be a number.`);
  }
  const whole = ['int', 'rate', 'ref', 'money'].includes(field.def.type);
  const max = field.def.type === 'money' ? Number.MAX_SAFE_INTEGER : INT_MAX;
  if (whole && (!Number.isInteger(n) || Math.abs(n) > max)) {
    throw badRequest(`Filter value ${show(raw)} for ${field.name} must be a whole number up to ${max}.`);
  }
  return n;
}

function textValue(field: QueryField, raw: unknown, op: FilterOperator): string {
  if (typeof raw !== 'string' || raw.length > FILTER_LIMITS.maxText) {
    throw badRequest(`Filter value for ${field.name} must be text of at most ${FILTER_LIMITS.maxText} characters.`);
  }
  const values = field.def.values;
  if (values && op !== '$like' && !values.includes(raw)) {
    throw badRequest(`Filter value ${show(raw)} for ${field.name} must be one of: ${values.join(', ')}.`);
  }
  return raw;
}

function dateValue(field: QueryField, raw: unknown, pattern: RegExp): string {
  if (typeof raw !== 'string' || !pattern.test(raw) || Number.isNaN(Date.parse(raw))) {
    throw badRequest(`Filter value ${show(raw)} for ${field.name} must be a date (YYYY-MM-DD or ISO 8601).`);
  }
  return raw;
}

/** One value of a field, typed for its column; lists take their element's type. */
function scalarValue(field: QueryField, raw: unknown, op: FilterOperator): FilterScalar {
  switch (field.kind) {
    case 'number':
      return numberValue(field, raw);
    case 'boolean':
      if (typeof raw !== 'boolean') throw badRequest(`Filter value for ${field.name} must be true or false.`);
      return raw;
    case 'date':
      return dateValue(field, raw, DATE);
    case 'datetime':
      return new Date(dateValue(field, raw, DATETIME));
    case 'text':
      return textValue(field, raw, op);
    case 'list':
      return field.def.type === 'refs' ? numberValue(field, raw) : textValue(field, raw, op);
  }
}

function term(field: QueryField, op: string, raw: unknown): FilterTerm {
  if (!(FILTER_OPERATORS as readonly string[]).includes(op)) {
    throw badRequest(
      `Unknown filter operator ${show(op)} on ${field.name}. Use one of: ${FILTER_OPERATORS.join(' ')}.`,
    );
  }
  const operator = op as FilterOperator;
  if (!OPERATORS_BY_KIND[field.kind].includes(operator)) {
    throw badRequest(`Filter operator ${op} does not apply to ${field.name}.`);
  }
  if (operator === '$in' || operator === '$nin' || operator === '$all') {
    if (!Array.isArray(raw)) throw badRequest(`Filter operator ${op} on ${field.name} needs a list of values.`);
    if (raw.length > FILTER_LIMITS.maxValues) {
      throw badRequest(`Filter operator ${op} on ${field.name} takes at most ${FILTER_LIMITS.maxValues} values.`);
    }
    return { field: field.name, op: operator, value: raw.map((v: unknown) => scalarValue(field, v, operator)) };
  }
  if (raw === null && (operator === '$eq' || operator === '$ne'))
    return { field: field.name, op: operator, value: null };
  return { field: field.name, op: operator, value: scalarValue(field, raw, operator) };
}

/**
 * Parses the `filter` query parameter, a JSON object of field to value (`$eq`), list
 * (`$in`) or operator object (`{"$gte": 1, "$lt": 5}`), against the resource's allow-list.
 * Unknown fields and operators and values of the wrong type are 400s naming them.
 */
export function parseFilter(resource: ResourceDef, text: string | undefined): FilterTerm[] {
  if (text === undefined || text.trim() === '') return [];
  if (text.length > FILTER_LIMITS.maxLength) {
    throw badRequest(`The filter is longer than ${FILTER_LIMITS.maxLength} characters.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The filter is not valid JSON.');
  }
  if (!isPlainObject(parsed)) throw badRequest('The filter must be a JSON object of field names.');
  const entries = Object.entries(parsed);
  if (entries.length > FILTER_LIMITS.maxFields) {
    throw badRequest(`The filter names more than ${FILTER_LIMITS.maxFields} fields.`);
  }
  const allowed = queryFields(resource);
  return entries.flatMap(([name, raw]) => {
    const field = allowed.get(name);
    if (!field) throw badRequest(`Unknown filter field ${show(name)} for ${resource.name}.`);
    if (Array.isArray(raw)) return [term(field, '$in', raw)];
    if (isPlainObject(raw)) return Object.entries(raw).map(([op, value]) => term(field, op, value));
    return [term(field, '$eq', raw)];
  });
}
