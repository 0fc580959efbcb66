import type { z } from 'zod';

/**
 * Field vocabulary of the resource registry. One definition drives the database column,
 * the API's filter allow-list, input and output validation, the TypeScript row types, and
 * the renderer's columns and forms. The factories keep their arguments' literal types, so
 * `f.enum(ORDER_STATUSES)` types its column as the status union, not as `string`.
 */
export type FieldType =
  | 'string' // short text, one line
  | 'text' // long plain text
  | 'html' // rich text (sanitised by the server before it is stored)
  | 'email' // an email address, kept trimmed and lower-case
  | 'password' // a secret given on create only, stored as its hash, never read back
  | 'int'
  | 'number' // real number (coefficients, averages)
  | 'money' // whole VND
  | 'boolean'
  | 'date' // calendar date, YYYY-MM-DD
  | 'datetime' // instant, ISO 8601
  | 'ref' // id of a row of another resource
  | 'refs' // list of ids of another resource
  | 'enum'
  | 'list' // list of strings
  | 'json' // structured value, validated by the field's own zod schema
  | 'image' // URL of an uploaded image
  | 'images' // list of URLs
  | 'color'
  | 'rate'; // 1 to 5 stars

/** Options every field type takes. */
export interface FieldOptions {
  /** Required on create (and stored NOT NULL). @default false */
  readonly required?: boolean;
  /** Never accepted from a client (set by the server). @default false */
  readonly readOnly?: boolean;
  /** Accepted on create only; an update may not change it (a user's email). @default false */
  readonly createOnly?: boolean;
  /** Where a create-only field is changed instead, named by an update's refusal (a user's password). */
  readonly changedThrough?: string;
  /** Never sent to a client (password hashes, tokens). @default false */
  readonly secret?: boolean;
  /** Matched by the free-text `q` parameter. @default false */
  readonly search?: boolean;
  /** No two rows share the value (compared without case for text). @default false */
  readonly unique?: boolean;
  /** Longest accepted text, in characters; for `int`, the highest accepted value. @default 255 for string, 20000 for text, 200000 for html */
  readonly max?: number;
  /** Lowest accepted number, or shortest accepted text. */
  readonly min?: number;
}

/** A field of the registry. The type-specific members are set by the factories of {@link f}. */
export interface FieldDef extends FieldOptions {
  readonly type: FieldType;
  /** Resource the id points at, for `ref` and `refs`. */
  readonly to?: string;
  /** Allowed values, for `enum` and `list`. */
  readonly values?: readonly string[];
  /** Shape of a `json` value. */
  readonly schema?: z.ZodType;
}

type Field<T extends FieldType, O> = { readonly type: T } & O;

const plain =
  <T extends FieldType>(type: T) =>
  <const O extends FieldOptions = object>(opts?: O): Field<T, O> =>
    ({ type, ...opts }) as Field<T, O>;

/** The field factories: `f.string({ required: true })`, `f.ref('users')`, `f.enum(VALUES)`. */
export const f = {
  string: plain('string'),
  text: plain('text'),
  html: plain('html'),
  email: plain('email'),
  /** A password: secret, create-only, at least `min` characters. */
  password: <const O extends FieldOptions = object>(opts?: O) =>
    ({ type: 'password', secret: true, createOnly: true, ...opts }) as Field<
      'password',
      { readonly secret: true; readonly createOnly: true } & O
    >,
  int: plain('int'),
  number: plain('number'),
  /** Whole VND, never negative unless `min` says otherwise. */
  money: <const O extends FieldOptions = object>(opts?: O) => ({ type: 'money', min: 0, ...opts }) as Field<'money', O>,
  boolean: plain('boolean'),
  date: plain('date'),
  datetime: plain('datetime'),
  ref: <const To extends string, const O extends FieldOptions = object>(to: To, opts?: O) =>
    ({ type: 'ref', to, ...opts }) as Field<'ref', { readonly to: To } & O>,
  refs: <const To extends string, const O extends FieldOptions = object>(to: To, opts?: O) =>
    ({ type: 'refs', to, ...opts }) as Field<'refs', { readonly to: To } & O>,
  enum: <const V extends readonly [string, ...string[]], const O extends FieldOptions = object>(values: V, opts?: O) =>
    ({ type: 'enum', values, ...opts }) as Field<'enum', { readonly values: V } & O>,
  /** A list of free strings, or of `values` when given. */
  list: <const O extends FieldOptions & { readonly values?: readonly [string, ...string[]] } = object>(opts?: O) =>
    ({ type: 'list', ...opts }) as Field<'list', O>,
  json: <S extends z.ZodType, const O extends FieldOptions = object>(schema: S, opts?: O) =>
    ({ type: 'json', schema, ...opts }) as Field<'json', { readonly schema: S } & O>,
  image: plain('image'),
  images: plain('images'),
  color: plain('color'),
  rate: plain('rate'),
};

/** Default longest length per text-like type. */
export function maxLength(field: FieldDef): number {
  if (field.max !== undefined) return field.max;
  if (field.type === 'html') return 200_000;
  if (field.type === 'text' || field.type === 'json') return 20_000;
  if (field.type === 'image') return 2_048;
  if (field.type === 'password') return 128;
  return 255;
}

/** True for fields holding an id (`ref`) or a list of ids (`refs`) of another resource. */
export const isReference = (field: FieldDef): field is FieldDef & { readonly to: string } =>
  (field.type === 'ref' || field.type === 'refs') && typeof field.to === 'string';
