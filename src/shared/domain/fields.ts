/**
 * Field vocabulary of the resource registry. One definition drives the database column,
 * the API's filter allow-list and input validation, and the renderer's columns and forms.
 */
export type FieldType =
  | 'string' // short text, one line
  | 'text' // long plain text
  | 'html' // rich text (sanitised by the server)
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
  | 'json' // structured value validated by the owning module
  | 'image' // URL of an uploaded image
  | 'images' // list of URLs
  | 'color'
  | 'rate'; // 1 to 5 stars

export interface FieldDef {
  readonly type: FieldType;
  /** Resource the id points at, for `ref` and `refs`. */
  readonly to?: string;
  /** Allowed values, for `enum`. */
  readonly values?: readonly string[];
  /** Required on create. @default false */
  readonly required?: boolean;
  /** Never accepted from a client (set by the server). @default false */
  readonly readOnly?: boolean;
  /** Never sent to a client (password hashes, tokens). @default false */
  readonly secret?: boolean;
  /** Matched by the free-text `q` parameter. @default false */
  readonly search?: boolean;
  /** Longest accepted text, in characters. @default 255 for string, 20000 for text, 200000 for html */
  readonly max?: number;
  /** Lowest accepted number. */
  readonly min?: number;
}

const def =
  (type: FieldType) =>
  (opts: Omit<FieldDef, 'type'> = {}): FieldDef => ({ type, ...opts });

export const f = {
  string: def('string'),
  text: def('text'),
  html: def('html'),
  int: def('int'),
  number: def('number'),
  money: (opts: Omit<FieldDef, 'type'> = {}): FieldDef => ({ type: 'money', min: 0, ...opts }),
  boolean: def('boolean'),
  date: def('date'),
  datetime: def('datetime'),
  ref: (to: string, opts: Omit<FieldDef, 'type' | 'to'> = {}): FieldDef => ({ type: 'ref', to, ...opts }),
  refs: (to: string, opts: Omit<FieldDef, 'type' | 'to'> = {}): FieldDef => ({ type: 'refs', to, ...opts }),
  enum: (values: readonly string[], opts: Omit<FieldDef, 'type' | 'values'> = {}): FieldDef => ({
    type: 'enum',
    values,
    ...opts,
  }),
  list: def('list'),
  json: def('json'),
  image: def('image'),
  images: def('images'),
  color: def('color'),
  rate: def('rate'),
};

/** Default longest length per text-like type. */
export function maxLength(field: FieldDef): number {
  if (field.max !== undefined) return field.max;
  if (field.type === 'html') return 200_000;
  if (field.type === 'text' || field.type === 'json') return 20_000;
  if (field.type === 'image') return 2_048;
  return 255;
}
