import { DEFAULT_DEADLINE_HOURS } from '../../../shared/domain/constants';
import type { FieldDef } from '../../../shared/domain/fields';
import { toText } from './toText';
import { hoursAfter } from '../../../shared/domain/time';

/** What a form input holds while the user edits it. */
export type FormValue = string | number | boolean | null | readonly string[] | readonly number[];
export type FormValues = Readonly<Record<string, FormValue>>;
export type Row = Readonly<Record<string, unknown>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the value of `<input type="datetime-local">`, in local time. */
export function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function isNumeric(field: FieldDef): boolean {
  return ['int', 'number', 'money', 'rate', 'ref'].includes(field.type);
}

/** Turns a stored value (or a hash default, always a string) into the input's value. */
export function toFormValue(field: FieldDef, value: unknown): FormValue {
  if (value === undefined || value === null || value === '') {
    if (field.type === 'boolean') return false;
    if (['refs', 'list', 'images'].includes(field.type)) return [];
    return isNumeric(field) ? null : '';
  }
  switch (field.type) {
    case 'boolean':
      return value === true || value === 'true';
    case 'refs': {
      const list: unknown[] = Array.isArray(value) ? value : toText(value).split(',');
      return list.map(Number).filter(Number.isFinite);
    }
    case 'list':
    case 'images':
      return Array.isArray(value) ? value.map(toText) : toText(value).split(',');
    case 'date':
      return toText(value).slice(0, 10);
    case 'datetime':
      return toLocalInput(value);
    default:
      if (isNumeric(field)) {
        const n = Number(value);
        return Number.isFinite(n) ? n : null;
      }
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}

/** Values a form opens with: the row on edit, the hash defaults and type defaults on create. */
export function initialValues(
  fields: readonly [string, FieldDef][],
  row: Row | undefined,
  defaults: Readonly<Record<string, string>> = {},
  now: Date = new Date(),
): Record<string, FormValue> {
  const out: Record<string, FormValue> = {};
  for (const [name, field] of fields) {
    if (row) out[name] = toFormValue(field, row[name]);
    else if (Object.hasOwn(defaults, name)) out[name] = toFormValue(field, defaults[name]);
    else if (field.type === 'datetime' && field.required)
      out[name] = toLocalInput(hoursAfter(now, DEFAULT_DEADLINE_HOURS));
    else out[name] = toFormValue(field, undefined);
  }
  return out;
}

export function isEmptyValue(value: FormValue | undefined): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The value the API expects for an input's value. */
export function toApiValue(field: FieldDef, value: FormValue): unknown {
  if (isEmptyValue(value)) return field.type === 'boolean' ? false : null;
  if (field.type === 'datetime' && typeof value === 'string') return new Date(value).toISOString();
  if (field.type === 'money' && typeof value === 'number') return Math.round(value);
  if (typeof value === 'string' && field.type !== 'html' && field.type !== 'text') return value.trim();
  return value;
}

function sameValue(a: FormValue | undefined, b: FormValue | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The request body of a form. Create sends every filled field; edit sends only the fields
 * that changed, plus the `updatedAt` it loaded so the server can refuse a stale write (409).
 */
export function toPayload(
  fields: readonly [string, FieldDef][],
  values: FormValues,
  row?: Row,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const initial = row ? initialValues(fields, row) : undefined;
  for (const [name, field] of fields) {
    const value = values[name] ?? null;
    if (initial ? sameValue(initial[name], value) : isEmptyValue(value)) continue;
    body[name] = toApiValue(field, value);
  }
  if (row && row.updatedAt !== undefined) body.updatedAt = row.updatedAt;
  return body;
}
