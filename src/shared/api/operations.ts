import { getResource } from '../domain/resources';
import type { Endpoint, ErrorStatus } from './endpoint';

/**
 * What the OpenAPI document says of each operation beyond its schemas, derived from the
 * endpoint's description in the contract: its `operationId` and the errors it may answer.
 */

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operation's stable name, spelt from its catalogue key: `POST /orders/:id/clone` is
 * `postOrdersByIdClone`, `GET /auth/sso-key` is `getAuthSsoKey`. Two keys of the catalogue
 * differ in method or path, so their names differ too (tests/api/contract.test.ts checks it).
 */
export function operationIdOf(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  const words = endpoint.path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : [segment]))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean));
  return endpoint.method.toLowerCase() + words.map(capitalised).join('');
}

/** A PUT on a resource that deletes for good: its redo body (`{isDelete: false}`) is a 405. */
function refusesRedo(endpoint: Endpoint): boolean {
  const { access } = endpoint;
  return access.kind === 'resource' && access.action === 'update' && !getResource(access.resource)?.softDelete;
}

/**
 * The error statuses an operation may answer (docs/api.md, "Errors"), ascending:
 * - 400 and 426 on every one: any query or header may be malformed, and a desktop app older
 *   than the server's `MIN_CLIENT_VERSION` is refused whatever it asks;
 * - 401 where a session is needed; 403 there too (a permission, a rule, or a service that
 *   narrows to the caller's own rows may refuse), and on every write (a cookie session that
 *   writes without the web client header);
 * - 404 where a path parameter or the body a signed-in user writes names a row;
 * - 405 for the redo of a resource that deletes for good;
 * - 409, 413 and 415 on writes (conflicts, too large a body, one not in the expected type);
 * - the endpoint's own `errors` (a wrong password's 401, a throttle's 429, 501, a 404 for a row
 *   named in the query).
 */
export function errorStatusesOf(endpoint: Endpoint): ErrorStatus[] {
  const write = endpoint.method !== 'GET';
  const { kind } = endpoint.access;
  const statuses = new Set<ErrorStatus>([400, 426, ...(endpoint.errors ?? [])]);
  if (kind !== 'public') statuses.add(401);
  if (write || kind !== 'public') statuses.add(403);
  if (endpoint.params || (write && endpoint.body && kind !== 'public')) statuses.add(404);
  if (refusesRedo(endpoint)) statuses.add(405);
  if (write) for (const status of [409, 413, 415] as const) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}
