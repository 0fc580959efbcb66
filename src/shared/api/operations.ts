import type { Endpoint } from './endpoint';

/**
 * What the OpenAPI document says of each operation beyond its schemas, derived from the
 * endpoint's description in the contract: its `operationId`.
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
