import { maxLength, type FieldDef } from '../../../shared/domain/fields';
import { createInputSchema, updateInputSchema } from '../../../shared/domain/resourceSchema';
import { FIELD_MESSAGES, fieldErrors } from '../../../shared/domain/validation/fieldErrors';
import type { ResourceDef } from '../../../shared/domain/resources';
import { isEmptyValue, type FormValue, type FormValues } from './formValues';

/** A field's error: an i18n key of the form's own messages, or a server's text as is. */
export type FieldError = { readonly key: string } | { readonly text: string };
export type FieldErrors = Readonly<Record<string, FieldError>>;

const SELECT_TYPES = new Set(['ref', 'refs', 'enum', 'boolean']);
const COLOR = /^#[0-9a-fA-F]{3,8}$/;

function formatOk(field: FieldDef, value: FormValue): boolean {
  if (typeof value === 'string') {
    if (value.length > maxLength(field)) return false;
    if (field.type === 'color') return COLOR.test(value);
    if (field.type === 'image') return /^(https?:\/\/|\/)\S+$/.test(value.trim());
    if (field.type === 'date' || field.type === 'datetime') return !Number.isNaN(new Date(value).getTime());
    if (field.type === 'enum') return field.values?.includes(value) ?? true;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return false;
    if (['int', 'money', 'ref'].includes(field.type) && !Number.isInteger(value)) return false;
    if (field.type === 'rate') return value >= 1 && value <= 5;
    const min = field.min ?? (field.type === 'money' ? 0 : undefined);
    if (min !== undefined && value < min) return false;
    if (field.type === 'int' && field.max !== undefined && value > field.max) return false;
  }
  return true;
}

/**
 * Spec section 5's generic rules, checked before submit: 'The field is required' (or 'This
 * field is required' for selects) and 'The field is error format.'.
 */
export function validateForm(fields: readonly [string, FieldDef][], values: FormValues): FieldErrors {
  const errors: Record<string, FieldError> = {};
  for (const [name, field] of fields) {
    const value = values[name] ?? null;
    if (isEmptyValue(value)) {
      if (field.required)
        errors[name] = { key: SELECT_TYPES.has(field.type) ? 'form.requiredSelect' : 'form.required' };
    } else if (!formatOk(field, value)) {
      errors[name] = { key: 'form.errorFormat' };
    }
  }
  return errors;
}

interface DetailLike {
  readonly field?: unknown;
  readonly path?: unknown;
  readonly message?: unknown;
}

function detailField(detail: DetailLike): string | undefined {
  if (typeof detail.field === 'string') return detail.field;
  if (Array.isArray(detail.path) && typeof detail.path[0] === 'string') return detail.path[0];
  if (typeof detail.path === 'string') return detail.path.split('.')[0];
  return undefined;
}

const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [FIELD_MESSAGES.required]: 'form.required',
  [FIELD_MESSAGES.format]: 'form.errorFormat',
};

/**
 * Maps a 400's `details` onto the form's fields when they name one. Accepts the server's
 * `{fields: [{path, message}]}`, a list of `{field|path, message}` or an object of field → message.
 */
export function serverFieldErrors(details: unknown, fieldNames: readonly string[]): FieldErrors {
  if (typeof details === 'object' && details !== null && 'fields' in details) {
    return serverFieldErrors(details.fields, fieldNames);
  }
  const errors: Record<string, FieldError> = {};
  const entries: [string | undefined, unknown][] = Array.isArray(details)
    ? details.map((d: DetailLike) => [detailField(d ?? {}), d?.message])
    : typeof details === 'object' && details !== null
      ? Object.entries(details)
      : [];
  for (const [field, message] of entries) {
    if (field && fieldNames.includes(field) && typeof message === 'string' && !errors[field]) {
      const key = MESSAGE_KEYS[message];
      errors[field] = key ? { key } : { text: message };
    }
  }
  return errors;
}

/** Checks a request body against the server's own schema (src/shared/domain/resourceSchema.ts). */
export function schemaFieldErrors(
  def: ResourceDef,
  body: Readonly<Record<string, unknown>>,
  mode: 'create' | 'update',
  fieldNames: readonly string[],
): FieldErrors {
  const result = (mode === 'create' ? createInputSchema(def) : updateInputSchema(def)).safeParse(body);
  return result.success ? {} : serverFieldErrors(fieldErrors(result.error), fieldNames);
}
