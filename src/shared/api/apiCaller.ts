import type { z } from 'zod';
import type { ResourceName } from '../domain/resources';
import { API, type ApiCatalogue, type ApiKey } from './api';
import type { ApiRequest, QueryValue } from './client';
import type { Endpoint } from './endpoint';

/**
 * The typed way to call the API: `call('POST /orders/:id/clone', { params: { id } })`. The
 * key names an endpoint of the catalogue, and its params, query, body and answer are typed
 * from that endpoint's schemas; a misspelt key or a missing body field does not compile.
 */

type Input<S> = S extends z.ZodType ? z.input<S> : never;

export type ParamsArg<E extends Endpoint> = E['params'] extends z.ZodType
  ? { readonly params: Input<E['params']> }
  : { readonly params?: undefined };

export type QueryArg<E extends Endpoint> = E['query'] extends z.ZodType
  ? { readonly query?: Input<E['query']> }
  : { readonly query?: undefined };

type BodyArg<E extends Endpoint> = E['body'] extends z.ZodType
  ? object extends Input<E['body']>
    ? { readonly body?: Input<E['body']> }
    : { readonly body: Input<E['body']> }
  : { readonly body?: undefined };

/** What a call of the endpoint passes. */
export type CallArgs<E extends Endpoint> = ParamsArg<E> & QueryArg<E> & BodyArg<E>;

/** What the endpoint answers, as it arrives (instants as ISO strings). */
export type ResponseOf<E extends Endpoint> = Input<E['response']>;

type ArgsOf<K extends ApiKey> =
  object extends CallArgs<ApiCatalogue[K]> ? [args?: CallArgs<ApiCatalogue[K]>] : [args: CallArgs<ApiCatalogue[K]>];

/** Calls one endpoint of the catalogue. */
export type ApiCaller = <K extends ApiKey>(key: K, ...args: ArgsOf<K>) => Promise<ResponseOf<ApiCatalogue[K]>>;

/** The answer type of a catalogue key. */
export type ApiResponse<K extends ApiKey> = ResponseOf<ApiCatalogue[K]>;
/** The body type of a catalogue key. */
export type ApiBody<K extends ApiKey> = CallArgs<ApiCatalogue[K]>['body'];

/** `/orders/:id/clone` with `{id: 4}` → `/orders/4/clone`. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

export interface LooseArgs {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
}

/** The request of a call, as the platform bridge sends it. */
export function toApiRequest(endpoint: Endpoint, args: LooseArgs = {}): ApiRequest {
  return {
    method: endpoint.method,
    path: fillPath(endpoint.path, args.params),
    query: args.query,
    body: args.body,
  };
}

/** The request of a typed call, built now and sent later (the workflow panel's prepared steps). */
export function requestOf<K extends ApiKey>(key: K, ...args: ArgsOf<K>): ApiRequest {
  return toApiRequest(API[key], args[0] as LooseArgs | undefined);
}

/** A typed caller over the platform's untyped `send` (the bridge's request). */
export function createApiCaller(send: (request: ApiRequest) => Promise<unknown>): ApiCaller {
  const call = (key: ApiKey, args?: LooseArgs) => send(toApiRequest(API[key], args));
  // The answer's type is the endpoint's response schema's, which the server encodes.
  return call as ApiCaller;
}

/** The keys of the generic endpoints of a resource named at run time (generic screens). */
export const resourceKeys = <N extends ResourceName>(name: N) =>
  ({
    list: `GET /${name}`,
    deleted: `GET /${name}/getDelete`,
    one: `GET /${name}/:id`,
    create: `POST /${name}`,
    update: `PUT /${name}/:id`,
    remove: `DELETE /${name}/:id`,
  }) as const;
