import { API, type ApiKey } from './api';
import { toApiRequest } from './apiCaller';
import type { ApiRequest } from './client';
import type { Endpoint } from './endpoint';
import type { ListQuery, ListResult } from './listQuery';

/**
 * The generic screens' calls. They serve every resource of the registry from its definition
 * at run time, so their rows are plain records; features with a resource known in the code
 * use the typed caller instead.
 */

/** A row of a resource named at run time. */
export type GenericRow = Readonly<Record<string, unknown>> & { readonly id: number };

export interface ResourceClient {
  /** `GET /{resource}`, `GET /{resource}/getDelete` for the deleted rows, `GET /{resource}/me` for the caller's own. */
  list(query: ListQuery, source?: 'list' | 'deleted' | 'mine'): Promise<ListResult<GenericRow>>;
  one(id: number, includes?: string): Promise<GenericRow>;
  create(body: Readonly<Record<string, unknown>>): Promise<GenericRow>;
  update(id: number, body: Readonly<Record<string, unknown>>): Promise<GenericRow>;
  remove(id: number): Promise<GenericRow>;
}

/** What follows `/{resource}` in the path of each kind of list. */
const LIST_PATHS = { list: '', deleted: '/getDelete', mine: '/me' } as const;

/** The catalogue's endpoint for a key built at run time; a resource without it is a programming error. */
function endpointOf(key: string): Endpoint {
  const endpoint = (API as Readonly<Record<string, Endpoint | undefined>>)[key as ApiKey];
  if (!endpoint) throw new Error(`The API has no ${key}.`);
  return endpoint;
}

/** The generic calls of one resource over the platform's `send`; every path is checked against the catalogue. */
export function resourceClient(send: (request: ApiRequest) => Promise<unknown>, name: string): ResourceClient {
  // The generic endpoints answer rows of the resource (their response schemas say so).
  const row = (key: string, args: Parameters<typeof toApiRequest>[1]) =>
    send(toApiRequest(endpointOf(key), args)) as Promise<GenericRow>;
  return {
    list: (query, source = 'list') =>
      send(toApiRequest(endpointOf(`GET /${name}${LIST_PATHS[source]}`), { query })) as Promise<ListResult<GenericRow>>,
    one: (id, includes) => row(`GET /${name}/:id`, { params: { id }, query: includes ? { includes } : undefined }),
    create: (body) => row(`POST /${name}`, { body }),
    update: (id, body) => row(`PUT /${name}/:id`, { params: { id }, body }),
    remove: (id) => row(`DELETE /${name}/:id`, { params: { id } }),
  };
}
