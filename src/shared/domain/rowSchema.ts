import { z } from 'zod';
import type { FieldDef } from './fields';
import { jsonValue } from './jsonValue';
import { relationsOf } from './relations';
import type { ListedRowOf, RowOf } from './resourceTypes';
import { allFields, RESOURCES, type ResourceDef, type ResourceName } from './resources';

/**
 * The response schemas of the registry's rows. Their input side is what travels (instants as
 * ISO strings), their output side what the server hands over (instants as `Date`); the
 * server encodes one into the other, and unknown keys (secret columns) never leave it.
 */

/** An instant: an ISO 8601 string on the wire, a `Date` on the server. */
export const instant = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

function valueSchema(field: FieldDef): z.ZodType {
  switch (field.type) {
    case 'int':
    case 'money':
    case 'rate':
    case 'ref':
    case 'number':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'datetime':
      return instant;
    case 'refs':
      return z.array(z.number());
    case 'enum':
      return z.enum(field.values as [string, ...string[]]);
    case 'list':
      return z.array(field.values ? z.enum(field.values as [string, ...string[]]) : z.string());
    case 'images':
      return z.array(z.string());
    case 'json':
      return field.schema ?? jsonValue;
    default:
      return z.string();
  }
}

const isNotNull = (name: string, field: FieldDef) =>
  name === 'id' ||
  name === 'createdAt' ||
  name === 'updatedAt' ||
  name === 'isDelete' ||
  (field.required && !field.readOnly);

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const rows = new Map<string, z.ZodObject>();
const listed = new Map<string, z.ZodType>();

function plainRow(resource: ResourceDef): z.ZodObject {
  let schema = rows.get(resource.name);
  if (!schema) {
    const shape: Record<string, z.ZodType> = {};
    for (const [name, field] of Object.entries(allFields(resource))) {
      if (field.secret) continue;
      const value = valueSchema(field);
      shape[name] = isNotNull(name, field) ? value : value.nullable();
    }
    schema = z.object(shape).meta({ id: `${pascal(resource.name)}Row` });
    rows.set(resource.name, schema);
  }
  return schema;
}

function listedRow(resource: ResourceDef): z.ZodType {
  let schema = listed.get(resource.name);
  if (!schema) {
    const relations: Record<string, z.ZodType> = {};
    for (const relation of relationsOf(resource).values()) {
      const target = z.lazy(() => plainRow(relation.target).partial());
      relations[relation.name] = (relation.many ? z.array(target) : target.nullable()).optional();
    }
    schema = plainRow(resource)
      .extend(relations)
      .meta({ id: `${pascal(resource.name)}` });
    listed.set(resource.name, schema);
  }
  return schema;
}

/** A stored row of a resource, without relations. */
export function rowSchema<N extends ResourceName>(name: N): z.ZodType<RowOf<N, Date>, RowOf<N>>;
export function rowSchema(resource: ResourceDef): z.ZodType;
export function rowSchema(resource: ResourceName | ResourceDef): z.ZodType {
  return plainRow(typeof resource === 'string' ? RESOURCES[resource] : resource);
}

/**
 * A stored row with more fields beside its own (a profile's role, a workflow step's order): one
 * object, so the document says exactly which keys the answer has (an intersection of two
 * objects would say none may have more keys than its own, which no answer satisfies).
 */
export function rowSchemaWith<N extends ResourceName, S extends z.ZodRawShape>(
  name: N,
  extra: S,
): z.ZodType<RowOf<N, Date> & z.output<z.ZodObject<S>>, RowOf<N> & z.input<z.ZodObject<S>>> {
  return plainRow(RESOURCES[name]).extend(extra) as unknown as z.ZodType<
    RowOf<N, Date> & z.output<z.ZodObject<S>>,
    RowOf<N> & z.input<z.ZodObject<S>>
  >;
}

/** Some columns of a row: the reduced lists (outsourced views). */
export function pickRowSchema<N extends ResourceName, const K extends keyof RowOf<N> & string>(
  name: N,
  keys: readonly K[],
): z.ZodType<Pick<RowOf<N, Date>, K>, Pick<RowOf<N>, K>> {
  const { shape } = plainRow(RESOURCES[name]);
  const picked = z.object(Object.fromEntries(keys.map((key) => [key, shape[key]!])));
  return picked as unknown as z.ZodType<Pick<RowOf<N, Date>, K>, Pick<RowOf<N>, K>>;
}

/** A row as lists and gets answer it, with the relations `includes` may embed. */
export function listedRowSchema<N extends ResourceName>(name: N): z.ZodType<ListedRowOf<N, Date>, ListedRowOf<N>>;
export function listedRowSchema(resource: ResourceDef): z.ZodType;
export function listedRowSchema(resource: ResourceName | ResourceDef): z.ZodType {
  return listedRow(typeof resource === 'string' ? RESOURCES[resource] : resource);
}

/** `{results, total}` of a list of `row`. */
export const listResultSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    results: z.array(row),
    total: z.number(),
    totalIsEstimate: z
      .literal(true)
      .optional()
      .describe('Present when total is the database’s estimate (beyond 10,000 matching rows), not a count.'),
    suggestions: z
      .array(z.string())
      .optional()
      .describe('Present when a search (`q`) found nothing: the closest spellings among the rows the list reaches.'),
  });
