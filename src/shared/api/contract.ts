/**
 * REST contract of spec section 7 shared by the server and its clients.
 * docs/api.md describes each endpoint; the server's route schemas are the source of truth.
 */

/** A list answer: one page of rows and the count of all rows the filter matches. */
export interface ListResult<T> {
  readonly results: T[];
  readonly total: number;
}

/** Query of a generic list (spec section 7). */
export interface ListQuery {
  readonly limit?: number;
  readonly offset?: number;
  /** JSON object string: `{"status":{"$in":["done"]},"createdAt":{"$gt":"2026-01-01"}}`. */
  readonly filter?: string;
  /** Comma-separated relations to embed, e.g. `customer,designer`. */
  readonly includes?: string;
  readonly q?: string;
  /** Comma-separated fields, `-` for descending: `-createdAt,name`. */
  readonly orderBy?: string;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 500;

/** Filter operators the engine understands. */
export const FILTER_OPERATORS = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin', '$like', '$all'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Header the web adapter sends: the server then keeps the session in an HttpOnly cookie. */
export const WEB_CLIENT_HEADER = 'x-bo-client';
export const WEB_CLIENT_VALUE = 'web';
export const SESSION_COOKIE = 'bo_session';

/** Answer of POST /auth/login. `token` is left out for cookie (web) sessions. */
export interface LoginResult {
  readonly id: number;
  readonly token?: string;
}
