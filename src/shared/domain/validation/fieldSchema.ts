import { z } from 'zod';
import { maxLength, type FieldDef } from '../fields';
import { jsonValue } from '../jsonValue';
import type { FieldValue } from '../resourceTypes';
import { isStoredUpload, NOT_AN_UPLOAD } from '../uploadPath';
import { FIELD_MESSAGES } from './fieldErrors';

/** Largest value of a PostgreSQL `integer` column. */
export const INT_MAX = 2_147_483_647;
/** Longest list a `refs`, `list` or `images` field holds. */
export const MAX_LIST_ITEMS = 200;

const typeError = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? FIELD_MESSAGES.required : FIELD_MESSAGES.format,
};

const tooLong = (max: number) => ({ error: `The field is longer than ${max} characters.` });
const atLeast = (min: number) => ({ error: `The field must be at least ${min}.` });
const atMost = (max: number) => ({ error: `The field must be at most ${max}.` });
const fewerItems = { error: `The field holds more than ${MAX_LIST_ITEMS} items.` };

const isRealDate = (value: string) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** An image field holds the path of an image this server stored, nothing else (no data:, no outside URL). */
export const uploadPath = (required = true) =>
  z
    .string(typeError)
    .max(2_048, tooLong(2_048))
    .refine((s) => (!required && s === '') || isStoredUpload(s), { error: NOT_AN_UPLOAD });

function textSchema(field: FieldDef, required: boolean): z.ZodType<string> {
  const max = maxLength(field);
  if (field.type === 'email') {
    return z
      .string(typeError)
      .trim()
      .toLowerCase()
      .max(max, tooLong(max))
      .pipe(z.email({ error: FIELD_MESSAGES.format }));
  }
  let text = z.string(typeError).max(max, tooLong(max));
  if (field.type === 'password' && field.min !== undefined) {
    text = text.min(field.min, { error: `The password must be at least ${field.min} characters.` });
  }
  return required ? text.refine((s) => s.trim().length > 0, FIELD_MESSAGES.required) : text;
}

const intSchema = (min: number, max: number) =>
  z.number(typeError).int(FIELD_MESSAGES.format).min(min, atLeast(min)).max(max, atMost(max));

/** An id: a positive whole number that fits an integer column. */
export const idSchema = () => intSchema(1, INT_MAX);

/** The zod schema of one value of a registry field, as a client sends it. */
export function fieldSchema<D extends FieldDef>(field: D, required = false): z.ZodType<FieldValue<D>, FieldValue<D>> {
  // Built from the same definition that gives FieldValue<D>.
  return valueSchema(field, required) as z.ZodType<FieldValue<D>, FieldValue<D>>;
}

function valueSchema(field: FieldDef, required: boolean): z.ZodType {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'html':
    case 'email':
    case 'password':
    case 'color':
      return textSchema(field, required);
    case 'image':
      return uploadPath(required);
    case 'int':
      return intSchema(field.min ?? -INT_MAX, field.max ?? INT_MAX);
    case 'rate':
      return intSchema(field.min ?? 1, 5);
    case 'money':
      return intSchema(field.min ?? 0, Number.MAX_SAFE_INTEGER);
    case 'number':
      return z
        .number(typeError)
        .min(field.min ?? -1e15, atLeast(field.min ?? -1e15))
        .max(1e15, atMost(1e15));
    case 'boolean':
      return z.boolean(typeError);
    case 'date':
      return z.iso.date(typeError).refine(isRealDate, FIELD_MESSAGES.format);
    case 'datetime':
      return z.iso.datetime({ offset: true, ...typeError });
    case 'ref':
      return idSchema();
    case 'refs':
      return z.array(idSchema(), typeError).max(MAX_LIST_ITEMS, fewerItems);
    case 'enum':
      return z.enum(field.values as [string, ...string[]], typeError);
    case 'list':
      return z
        .array(
          field.values
            ? z.enum(field.values as [string, ...string[]], typeError)
            : z.string(typeError).max(255, tooLong(255)),
          typeError,
        )
        .max(MAX_LIST_ITEMS, fewerItems);
    case 'images':
      return z.array(uploadPath(true), typeError).max(MAX_LIST_ITEMS, fewerItems);
    case 'json': {
      const max = maxLength(field);
      const shape = field.schema ?? jsonValue;
      return jsonValue
        .refine((v) => typeof v === 'object' && v !== null, FIELD_MESSAGES.format)
        .refine((v) => JSON.stringify(v).length <= max, { error: `The field is larger than ${max} characters.` })
        .transform((v): unknown => v)
        .pipe(shape);
    }
  }
}
