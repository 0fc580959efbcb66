import { z } from 'zod';
import type { CreateOf, UpdateOf } from './resourceTypes';
import { BASE_FIELDS, RESOURCES, type ResourceDef, type ResourceName } from './resources';
import { FIELD_MESSAGES } from './validation/fieldErrors';
import { fieldSchema } from './validation/fieldSchema';

/**
 * The request bodies of the generic engine, built from the registry: what a client may send
 * to create (`POST /{resource}`) or change (`PUT /{resource}/{id}`) a row.
 */

type Mode = 'create' | 'update';

const typeError = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? FIELD_MESSAGES.required : FIELD_MESSAGES.format,
};

/** True when a client may write `name` of `resource` in this mode. */
export function isWritable(resource: ResourceDef, name: string, mode: Mode): boolean {
  const field = resource.fields[name];
  if (!field || field.readOnly) return false;
  return mode === 'create' || !field.createOnly;
}

export const bodyObject = (shape: Record<string, z.ZodType>) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'invalid_type' ? 'The request body must be a JSON object.' : undefined),
  });

/** The fields of a create or update body, each with its schema; custom bodies build on them. */
export function inputShape(resource: ResourceDef, mode: Mode): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  const readOnly = z.never({ error: FIELD_MESSAGES.readOnly }).optional();
  for (const name of Object.keys(BASE_FIELDS)) shape[name] = readOnly;
  if (resource.softDelete) shape.isDelete = readOnly;
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!isWritable(resource, name, mode)) {
      const elsewhere = field.changedThrough;
      shape[name] = elsewhere
        ? z.never({ error: `${FIELD_MESSAGES.readOnly.replace(/\.$/, '')}: use ${elsewhere}.` }).optional()
        : readOnly;
      continue;
    }
    const required = mode === 'create' && field.required === true;
    // A required field may be left out of an update, but never sent empty (an order renamed to '').
    const schema = fieldSchema(field, field.required === true);
    shape[name] = required ? schema : field.required ? schema.optional() : schema.nullable().optional();
  }
  if (mode === 'update') {
    if (resource.softDelete) shape.isDelete = z.boolean(typeError).optional();
    shape.updatedAt = z.iso.datetime({ offset: true, ...typeError }).optional();
  }
  return shape;
}

const cache = new Map<string, z.ZodType>();

function cached(resource: ResourceDef, mode: Mode): z.ZodType {
  const key = `${mode}:${resource.name}`;
  let schema = cache.get(key);
  if (!schema) {
    schema = bodyObject(inputShape(resource, mode));
    cache.set(key, schema);
  }
  return schema;
}

/** Schema of a create body: required fields required, read-only fields and unknown keys refused. */
export function createInputSchema<N extends ResourceName>(name: N): z.ZodType<CreateOf<N>, CreateOf<N>>;
export function createInputSchema(resource: ResourceDef): z.ZodType<Record<string, unknown>>;
export function createInputSchema(resource: ResourceName | ResourceDef): z.ZodType {
  return cached(typeof resource === 'string' ? RESOURCES[resource] : resource, 'create');
}

/**
 * Schema of an update body: every field optional, plus `isDelete` (redo) on soft-deleting
 * resources and `updatedAt` (the version the client edited, for optimistic concurrency).
 */
export function updateInputSchema<N extends ResourceName>(name: N): z.ZodType<UpdateOf<N>, UpdateOf<N>>;
export function updateInputSchema(resource: ResourceDef): z.ZodType<Record<string, unknown>>;
export function updateInputSchema(resource: ResourceName | ResourceDef): z.ZodType {
  return cached(typeof resource === 'string' ? RESOURCES[resource] : resource, 'update');
}
