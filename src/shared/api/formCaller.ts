import { API, type ApiCatalogue, type ApiKey } from './api';
import { fillPath, type ParamsArg, type QueryArg, type ResponseOf } from './apiCaller';
import type { ApiRequest, QueryValue } from './client';
import { endpointKey, isMultipart, type Endpoint, type MultipartBody } from './endpoint';
import { toFormData, type FormParts, type FormPartsOf } from './multipart';

/**
 * The typed way to send a multipart form: `callForm('POST /orders/searchByImage', { parts:
 * { image } })`. The key names a multipart endpoint of the catalogue (a JSON endpoint's key
 * does not compile), and its parts and answer are typed from that endpoint's description, so
 * a new upload endpoint needs no bridge method, channel or handler of its own.
 */

type IsForm<E extends Endpoint> = E['body'] extends MultipartBody ? true : false;

/** The catalogue keys of the multipart endpoints. */
export type FormKey = { [K in ApiKey]: IsForm<ApiCatalogue[K]> extends true ? K : never }[ApiKey];

type PartsArg<E extends Endpoint> = E['body'] extends MultipartBody
  ? { readonly parts: FormPartsOf<E['body']['parts']> }
  : never;

/** What a form call passes: path parameters and query as `call` takes them, and the parts. */
export type FormArgs<K extends FormKey> = ParamsArg<ApiCatalogue[K]> &
  QueryArg<ApiCatalogue[K]> &
  PartsArg<ApiCatalogue[K]>;

/** The parts a form of the catalogue takes (what a screen builds before sending). */
export type FormPartsFor<K extends FormKey> = FormArgs<K>['parts'];

/** Sends one form of the catalogue; answers as the endpoint's response schema says. */
export type FormCaller = <K extends FormKey>(key: K, args: FormArgs<K>) => Promise<ResponseOf<ApiCatalogue[K]>>;

/**
 * A form call as the platform carries it (over IPC in the desktop app): the endpoint's key,
 * never a path, so main forwards only the catalogue's multipart endpoints.
 */
export interface FormRequest {
  readonly key: FormKey;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly parts: FormParts;
}

/** Every multipart endpoint of the catalogue, found by its body. */
export const FORM_KEYS: readonly FormKey[] = Object.values(API as Readonly<Record<string, Endpoint>>)
  .filter((e) => isMultipart(e.body))
  .map((e) => endpointKey(e) as FormKey);

/** A typed form caller over the platform's untyped `send` (the bridge's `requestForm`). */
export function createFormCaller(send: (request: FormRequest) => Promise<unknown>): FormCaller {
  const call = (key: FormKey, args: Omit<FormRequest, 'key'>) => send({ ...args, key });
  // The answer's type is the endpoint's response schema's, which the server encodes.
  return call as FormCaller;
}

/** The HTTP request of a form call: the endpoint's method and path, the parts as multipart. */
export function toFormApiRequest({ key, params, query, parts }: FormRequest): ApiRequest {
  const endpoint: Endpoint | undefined = (API as Readonly<Record<string, Endpoint>>)[key];
  if (!endpoint || !isMultipart(endpoint.body)) throw new Error(`${key} is not a multipart endpoint`);
  return { method: endpoint.method, path: fillPath(endpoint.path, params), query, body: toFormData(parts) };
}
