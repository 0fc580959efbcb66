import { z } from 'zod';
import { maxLength, type FieldDef } from './fields';
import { BASE_FIELDS, type ResourceDef } from './resources';

/** Spec section 5's messages. */
export const FIELD_MESSAGES = {
  required: 'The field is required',
  format: 'The field is error format.',
  readOnly: 'The field cannot be changed here.',
  unknown: 'Unknown field.',
} as const;

/** Largest value of a PostgreSQL `integer` column. */
export const INT_MAX = 2_147_483_647;
/** Longest list a `refs`, `list` or `images` field holds. */
export const MAX_LIST_ITEMS = 200;
/** Shortest password a user account accepts (spec section 9). */
export const PASSWORD_MIN_LENGTH = 6;

/** One problem with one field of a form or request body. */
export interface FieldError {
  /** Dotted path of the field (`name`, `orderFeature.2`); empty for the body itself. */
  readonly path: string;
  readonly message: string;
}

type Mode = 'create' | 'update';

const typeError = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? FIELD_MESSAGES.required : FIELD_MESSAGES.format,
};

const tooLong = (max: number) => ({ error: `The field is longer than ${max} characters.` });
const atLeast = (min: number) => ({ error: `The field must be at least ${min}.` });
const atMost = (max: number) => ({ error: `The field must be at most ${max}.` });
const fewerItems = { error: `The field holds more than ${MAX_LIST_ITEMS} items.` };

const isRealDate = (value: string) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

function textSchema(name: string, field: FieldDef, required: boolean): z.ZodType {
  const max = maxLength(field);
  const base = name === 'email' ? z.email(typeError) : z.string(typeError);
  const bounded = base.max(max, tooLong(max));
  return required ? bounded.refine((s) => s.trim().length > 0, FIELD_MESSAGES.required) : bounded;
}

const intSchema = (min: number, max: number) =>
  z.number(typeError).int(FIELD_MESSAGES.format).min(min, atLeast(min)).max(max, atMost(max));

const refSchema = () => intSchema(1, INT_MAX);

/** The zod schema of one value of a registry field, as a client sends it. */
export function fieldSchema(name: string, field: FieldDef, required = false): z.ZodType {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'html':
    case 'color':
    case 'image':
      return textSchema(name, field, required);
    case 'int':
      return intSchema(field.min ?? -INT_MAX, INT_MAX);
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
      return refSchema();
    case 'refs':
      return z.array(refSchema(), typeError).max(MAX_LIST_ITEMS, fewerItems);
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
      return z.array(z.string(typeError).max(2_048, tooLong(2_048)), typeError).max(MAX_LIST_ITEMS, fewerItems);
    case 'json': {
      const max = maxLength(field);
      return z
        .json(typeError)
        .refine((v) => typeof v === 'object' && v !== null, FIELD_MESSAGES.format)
        .refine((v) => JSON.stringify(v).length <= max, { error: `The field is larger than ${max} characters.` });
    }
  }
}

/** Fields a client may send only when creating (users set their password through auth routes later). */
const CREATE_ONLY: Readonly<Record<string, readonly string[]>> = { users: ['password'] };

/** True when a client may write `name` of `resource` in this mode. */
export function isWritable(resource: ResourceDef, name: string, mode: Mode): boolean {
  const field = resource.fields[name];
  if (!field || field.readOnly) return false;
  const base = resource.view?.of ?? resource.name;
  return mode === 'create' || !(CREATE_ONLY[base] ?? []).includes(name);
}

function inputSchema(resource: ResourceDef, mode: Mode) {
  const shape: Record<string, z.ZodType> = {};
  const readOnly = z.never({ error: FIELD_MESSAGES.readOnly }).optional();
  for (const name of Object.keys(BASE_FIELDS)) shape[name] = readOnly;
  if (resource.softDelete) shape.isDelete = readOnly;
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!isWritable(resource, name, mode)) {
      shape[name] = readOnly;
      continue;
    }
    const required = mode === 'create' && field.required === true;
    let schema = fieldSchema(name, field, required);
    if (name === 'password' && (resource.view?.of ?? resource.name) === 'users') {
      schema = (schema as z.ZodString).min(PASSWORD_MIN_LENGTH, {
        error: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
      });
    }
    if (!required) schema = field.required ? schema.optional() : schema.nullable().optional();
    shape[name] = schema;
  }
  if (mode === 'update') {
    if (resource.softDelete) shape.isDelete = z.boolean(typeError).optional();
    shape.updatedAt = z.iso.datetime({ offset: true, ...typeError }).optional();
  }
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'invalid_type' ? 'The request body must be a JSON object.' : undefined),
  });
}

/** Schema of a create body: required fields required, read-only fields and unknown keys refused. */
export function createInputSchema(resource: ResourceDef) {
  return inputSchema(resource, 'create');
}

/**
 * Schema of an update body: every field optional, plus `isDelete` (redo) on soft-deleting
 * resources and `updatedAt` (the version the client edited, for optimistic concurrency).
 */
export function updateInputSchema(resource: ResourceDef) {
  return inputSchema(resource, 'update');
}

/** Flattens a zod error into one entry per field, unknown keys named one by one. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: path ? `${path}.${key}` : key, message: FIELD_MESSAGES.unknown }));
    }
    return [{ path, message: issue.message }];
  });
}

/** One line naming every bad field, for an error answer's message. */
export function describeFieldErrors(errors: readonly FieldError[]): string {
  return errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join(' ');
}
