import type { z } from 'zod';
import type { ResourceAction } from '../domain/resources';
import type { FormPart } from './multipart';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint, checked by the server before it reads the request's body:
 * - `public`: anyone, signed in or not;
 * - `signedIn`: any signed-in user (the service narrows further, e.g. to their own rows);
 * - `permission`: a signed-in user holding `action` on `resource` (spec section 6);
 * - `resource`: a signed-in user whom the registry's access rule lets take `action` on the
 *   resource (its permission key, read-only resources, sections hidden from outsourced users);
 *   a `PUT` whose body only clears `isDelete` is a redo;
 * - `rules`: a signed-in user, and a rule of the domain decides (the order workflow, a
 *   comment's author); `rule` says which, for the reference.
 */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'permission'; readonly resource: string; readonly action: string }
  | { readonly kind: 'resource'; readonly resource: string; readonly action: ResourceAction }
  | { readonly kind: 'rules'; readonly rule: string };

export const access = {
  public: { kind: 'public' },
  signedIn: { kind: 'signedIn' },
  permission: (resource: string, action: string) => ({ kind: 'permission', resource, action }) as const,
  resource: (resource: string, action: ResourceAction) => ({ kind: 'resource', resource, action }) as const,
  rules: (rule: string) => ({ kind: 'rules', rule }) as const,
} as const;

/** The error statuses an endpoint may answer, each with the one error body (`ApiErrorBody`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 426 | 429 | 501;

/**
 * A request body that is not JSON: a multipart form with files (uploads). Its parts, written
 * with `formPart`, type the renderer's `callForm` and bound what main forwards.
 */
export interface MultipartBody {
  readonly multipart: true;
  readonly parts: Readonly<Record<string, FormPart>>;
}

/**
 * One endpoint of the REST contract: described once, in `src/shared/api/endpoints`, and from
 * it come the server's route (validation, serialisation, access check), the OpenAPI document
 * and the renderer's typed call. Schemas are zod; a response's input type is what travels
 * (dates as ISO strings), its output type what the server hands over (dates as `Date`).
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Path under /api/v1, Fastify style: `/orders/:id/clone`. */
  readonly path: string;
  readonly access: Access;
  /** One line for the reference. */
  readonly summary: string;
  /** Reference section. */
  readonly tag: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType | MultipartBody;
  readonly response: z.ZodType;
  /** Status of a success. @default 200 */
  readonly status?: 200 | 201;
  /**
   * Errors the endpoint answers beyond those its method, access and parameters imply
   * (`errorStatusesOf`): 401 of a public sign-in, 429 where a throttle applies, 501 where the
   * server may lack what it needs, 404 for a row its query names.
   */
  readonly errors?: readonly ErrorStatus[];
  /** The answer is a `text/event-stream` that stays open (the live events), not one JSON body. */
  readonly stream?: true;
  /**
   * Needs a signed-in session: an API token is refused (403). The account's own keys are so:
   * its password and profile, its tokens and devices, backups.
   */
  readonly sessionOnly?: true;
}

/** Keeps an endpoint's literal types (method, path, schemas). */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** The catalogue key of an endpoint: `POST /orders/:id/clone`. */
export type EndpointKey<E extends Endpoint> = `${E['method']} ${E['path']}`;

export const endpointKey = <E extends Endpoint>(e: E): EndpointKey<E> => `${e.method} ${e.path}` as EndpointKey<E>;

/** Turns a list of endpoints into the catalogue keyed by `METHOD /path`. */
export type Catalogue<L extends readonly Endpoint[]> = { readonly [E in L[number] as EndpointKey<E>]: E };

export function catalogue<const L extends readonly Endpoint[]>(list: L): Catalogue<L> {
  return Object.fromEntries(list.map((e) => [endpointKey(e), e])) as Catalogue<L>;
}

/** True when a body is a multipart form rather than JSON. */
export const isMultipart = (body: Endpoint['body']): body is MultipartBody =>
  typeof body === 'object' && body !== null && 'multipart' in body;
