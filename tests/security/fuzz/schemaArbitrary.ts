import fc, { type Arbitrary } from 'fast-check';

/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document: values that mostly
 * follow the schema, so requests get past the first check and into the handlers, mixed with
 * hostile ones (wrong types, too long, out of range, prototype keys, deep nesting) at every
 * level, so every check on the way is tried.
 */

export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly not?: JsonSchema;
  readonly $ref?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly maxItems?: number;
  readonly minItems?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly pattern?: string;
  readonly propertyNames?: JsonSchema;
  readonly additionalProperties?: JsonSchema | boolean;
}

/** Resolves `#/components/schemas/Name`. */
export type RefResolver = (ref: string) => JsonSchema | undefined;

/** Values no schema of this API accepts, or only at its edge. */
export const hostileValue: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    '',
    ' ',
    '0',
    '-1',
    'NaN',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '\uD800',
    '𝒳'.repeat(300),
    '9'.repeat(400),
    '1e309',
    '2026-02-30T25:61:00Z',
    0,
    -1,
    -2_147_483_649,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    1.5,
    true,
    false,
    [],
    {},
    { __proto__: { admin: true } },
    { constructor: { prototype: { admin: true } } },
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 5_001, maxLength: 6_000 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.integer(), { maxLength: 30 }),
);

const DATE_TIME = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString());

function typesOf(schema: JsonSchema): readonly string[] {
  if (Array.isArray(schema.type)) return schema.type as readonly string[];
  return typeof schema.type === 'string' ? [schema.type] : [];
}

/**
 * How values are drawn: `hostile` mixes values no schema accepts in at every level, and adds
 * stranger keys to objects; without it every value follows the schema (valid input).
 */
interface Mode {
  readonly hostile: boolean;
}
const FUZZ: Mode = { hostile: true };
const VALID: Mode = { hostile: false };

/** A value following `schema`, or (one time in five, at every level) a hostile one. */
export function schemaArbitrary(schema: JsonSchema, resolve: RefResolver, depth = 0): Arbitrary<unknown> {
  return child(schema, resolve, depth, FUZZ);
}

/** A value valid by `schema`: its types, bounds, formats, patterns, enums and required keys. */
export function validArbitrary(schema: JsonSchema, resolve: RefResolver): Arbitrary<unknown> {
  return followingSchema(schema, resolve, 0, VALID);
}

function child(schema: JsonSchema, resolve: RefResolver, depth: number, mode: Mode): Arbitrary<unknown> {
  const valid = followingSchema(schema, resolve, depth, mode);
  return mode.hostile ? fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostileValue, weight: 1 }) : valid;
}

/** What stands where a schema cannot be followed: a hostile value, or (valid input) null. */
const unfollowable = (mode: Mode): Arbitrary<unknown> => (mode.hostile ? hostileValue : fc.constant(null));

function followingSchema(schema: JsonSchema, resolve: RefResolver, depth: number, mode: Mode): Arbitrary<unknown> {
  if (depth > 6) return unfollowable(mode);
  if (schema.$ref) {
    const target = resolve(schema.$ref);
    return target ? followingSchema(target, resolve, depth + 1, mode) : unfollowable(mode);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => followingSchema(s, resolve, depth + 1, mode)));
  if (schema.allOf?.length) return followingSchema(schema.allOf[0], resolve, depth + 1, mode);
  if (schema.not) return unfollowable(mode);
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => ofType(type, schema, resolve, depth, mode)));
}

/** A number in the schema's bounds (exclusive ones kept out), within a range a request uses. */
function bounded(schema: JsonSchema, floor: number, ceiling: number): { min: number; max: number } {
  const min = Math.max(schema.minimum ?? floor, schema.exclusiveMinimum ?? floor, floor);
  const max = Math.min(schema.maximum ?? ceiling, schema.exclusiveMaximum ?? ceiling, ceiling);
  return { min, max: Math.max(min, max) };
}

function stringOf(schema: JsonSchema, mode: Mode): Arbitrary<string> {
  if (schema.format === 'date-time') return DATE_TIME;
  if (schema.format === 'email') return fc.emailAddress();
  if (!mode.hostile) {
    if (schema.format === 'date') return DATE_TIME.map((d) => d.slice(0, 10));
    if (schema.format === 'uri') return fc.webUrl();
    if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 60) });
}

function ofType(type: string, schema: JsonSchema, resolve: RefResolver, depth: number, mode: Mode): Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(schema, mode);
    case 'integer': {
      const { min, max } = bounded(schema, -1_000, 1_000_000);
      return fc.integer({ min: Math.ceil(min + (schema.exclusiveMinimum === min ? 1 : 0)), max: Math.floor(max) });
    }
    case 'number': {
      const { min, max } = bounded(schema, -1e6, 1e9);
      return fc.double({ min, max, noNaN: true, minExcluded: schema.exclusiveMinimum === min });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(child(schema.items ?? {}, resolve, depth + 1, mode), {
        minLength: Math.min(schema.minItems ?? 0, 5),
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return objectOf(schema, resolve, depth, mode);
    default:
      return unfollowable(mode);
  }
}

/**
 * An object with the required keys, some optional ones, and (hostile) now and then a stranger;
 * a record (no properties, a schema for every value) with a few keys of its key schema.
 */
function objectOf(
  schema: JsonSchema,
  resolve: RefResolver,
  depth: number,
  mode: Mode,
): Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {}).filter(([, s]) => !s.not);
  if (properties.length === 0 && typeof schema.additionalProperties === 'object') {
    const keys = schema.propertyNames?.enum as string[] | undefined;
    const key = keys?.length ? fc.constantFrom(...keys) : fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,11}$/);
    return fc.dictionary(key, child(schema.additionalProperties, resolve, depth + 1, mode), { maxKeys: 3 });
  }
  const required = new Set(schema.required ?? []);
  const known = fc.record(Object.fromEntries(properties.map(([key, s]) => [key, child(s, resolve, depth + 1, mode)])), {
    requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)),
  });
  if (!mode.hostile) return known;
  const stranger = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'id', 'isAdmin', 'scope', 'x'),
    hostileValue,
    {
      maxKeys: 2,
    },
  );
  return fc
    .tuple(known, fc.option(stranger, { freq: 5 }))
    .map(([values, extra]) => ({ ...(extra ?? {}), ...(values as Record<string, unknown>) }));
}
