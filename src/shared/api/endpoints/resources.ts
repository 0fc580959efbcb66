import type { z } from 'zod';
import { createInputSchema, updateInputSchema } from '../../domain/resourceSchema';
import type { ListedRowOf, RowOf } from '../../domain/resourceTypes';
import { listedRowSchema, listResultSchema, rowSchema } from '../../domain/rowSchema';
import { RESOURCE_NAMES, RESOURCES, type ResourceName } from '../../domain/resources';
import { access, endpoint, type Endpoint } from '../endpoint';
import { listQuerySchema, oneQuerySchema, type ListResult } from '../listQuery';
import { idParams } from './common';

const tag = 'Resources (generic)';

type Listed<N extends ResourceName> = z.ZodType<ListedRowOf<N, Date>, ListedRowOf<N>>;
type List<N extends ResourceName> = z.ZodType<ListResult<ListedRowOf<N, Date>>, ListResult<ListedRowOf<N>>>;
type Row<N extends ResourceName> = z.ZodType<RowOf<N, Date>, RowOf<N>>;

const lists = new Map<ResourceName, z.ZodType>();

/** `{results, total}` of a resource's listed rows, one schema per resource. */
function listSchemaOf(name: ResourceName): z.ZodType {
  let schema = lists.get(name);
  if (!schema) {
    schema = listResultSchema(listedRowSchema(name));
    lists.set(name, schema);
  }
  return schema;
}

/**
 * The generic endpoints of spec section 7 for one resource of the registry: list, deleted
 * list, get, create, update (and redo), delete and soft delete. A resource that is read-only
 * has no writes; one that deletes for good has no deleted list or soft delete.
 */
export function resourceEndpoints<N extends ResourceName>(name: N) {
  const def = RESOURCES[name];
  const label = name;
  // The schemas are built on first read and kept per resource (as rowSchema and the input
  // schemas keep theirs): a window that shows two resources does not build the other thirty.
  const list = () => listSchemaOf(name) as unknown as List<N>;
  const row = (): Row<N> => rowSchema(name);
  const listed = (): Listed<N> => listedRowSchema(name);
  const read = [
    endpoint({
      method: 'GET',
      path: `/${name}`,
      access: access.resource(name, 'get'),
      summary: `Lists ${label}: limit, offset, filter, includes, q and orderBy; answers {results, total}.`,
      tag,
      query: listQuerySchema,
      get response() {
        return list();
      },
    }),
    endpoint({
      method: 'GET',
      path: `/${name}/:id`,
      access: access.resource(name, 'getOne'),
      summary: `One row of ${label}, with the relations named in includes.`,
      tag,
      params: idParams,
      query: oneQuerySchema,
      get response() {
        return listed();
      },
    }),
  ] as const;
  const write = [
    endpoint({
      method: 'POST',
      path: `/${name}`,
      access: access.resource(name, 'create'),
      summary: `Creates a row of ${label}.`,
      tag,
      get body() {
        return createInputSchema(name);
      },
      get response() {
        return row();
      },
      status: 201,
    }),
    endpoint({
      method: 'PUT',
      path: `/${name}/:id`,
      access: access.resource(name, 'update'),
      summary: `Changes a row of ${label} (409 when updatedAt is stale); {isDelete: false} alone undoes a soft delete and needs delete.`,
      tag,
      params: idParams,
      get body() {
        return updateInputSchema(name);
      },
      get response() {
        return row();
      },
    }),
    endpoint({
      method: 'DELETE',
      path: `/${name}/:id`,
      access: access.resource(name, 'delete'),
      summary: def.softDelete
        ? `Soft-deletes a row of ${label} (redo undoes it).`
        : `Deletes a row of ${label} for good.`,
      tag,
      params: idParams,
      get response() {
        return row();
      },
    }),
  ] as const;
  const soft = [
    endpoint({
      method: 'GET',
      path: `/${name}/getDelete`,
      access: access.resource(name, 'getDelete'),
      summary: `Lists the soft-deleted rows of ${label}.`,
      tag,
      query: listQuerySchema,
      get response() {
        return list();
      },
    }),
    endpoint({
      method: 'DELETE',
      path: `/${name}/sortDelete/:id`,
      access: access.resource(name, 'delete'),
      summary: `Soft-deletes a row of ${label} (spec section 7's spelling).`,
      tag,
      params: idParams,
      get response() {
        return row();
      },
    }),
  ] as const;
  const mine = [
    endpoint({
      method: 'GET',
      path: `/${name}/me`,
      access: access.signedIn,
      summary: `Lists the caller's own ${label} (no ${name}.get needed).`,
      tag,
      query: listQuerySchema,
      get response() {
        return list();
      },
    }),
  ] as const;
  return [
    ...read,
    ...('readOnly' in def && def.readOnly ? [] : write),
    ...(def.softDelete ? soft : []),
    ...('mine' in def && def.mine ? mine : []),
  ] as ((typeof read)[number] | (typeof write)[number] | (typeof soft)[number] | (typeof mine)[number])[];
}

/** Every generic endpoint of every resource. */
export const genericEndpoints: readonly Endpoint[] = RESOURCE_NAMES.flatMap((name) => resourceEndpoints(name));
