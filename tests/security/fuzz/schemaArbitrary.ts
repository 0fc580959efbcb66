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

/** A value following `schema`, or (with `hostileRate` per level) a hostile one. */
export function schemaArbitrary(schema: JsonSchema, resolve: RefResolver, depth = 0): Arbitrary<unknown> {
  const valid = followingSchema(schema, resolve, depth);
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostileValue, weight: 1 });
}

function followingSchema(schema: JsonSchema, resolve: RefResolver, depth: number): Arbitrary<unknown> {
  if (depth > 6) return hostileValue;
  if (schema.$ref) {
    const target = resolve(schema.$ref);
    return target ? followingSchema(target, resolve, depth + 1) : hostileValue;
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => followingSchema(s, resolve, depth + 1)));
  if (schema.allOf?.length) return followingSchema(schema.allOf[0], resolve, depth + 1);
  if (schema.not) return hostileValue;
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => ofType(type, schema, resolve, depth)));
}

function ofType(type: string, schema: JsonSchema, resolve: RefResolver, depth: number): Arbitrary<unknown> {
  switch (type) {
    case 'string':
      if (schema.format === 'date-time') return DATE_TIME;
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 60) });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: Math.min(schema.maximum ?? 1_000_000, 1_000_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schemaArbitrary(schema.items ?? {}, resolve, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return objectOf(schema, resolve, depth);
    default:
      return hostileValue;
  }
}

/** An object with the required keys (mostly), some optional ones, and now and then a stranger. */
function objectOf(schema: JsonSchema, resolve: RefResolver, depth: number): Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {}).filter(([, s]) => !s.not);
  const required = new Set(schema.required ?? []);
  const known = fc.record(
    Object.fromEntries(properties.map(([key, s]) => [key, schemaArbitrary(s, resolve, depth + 1)])),
    { requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)) },
  );
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
