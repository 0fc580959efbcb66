import { STATUS_CODES } from 'node:http';
import type { OpenAPIV3_1 } from 'openapi-types';
import { API } from '../../shared/api/api';
import { API_PREFIX } from '../../shared/api/client';
import type { Endpoint, ErrorStatus } from '../../shared/api/endpoint';
import { errorStatusesOf, operationIdOf } from '../../shared/api/operations';

/** The component every error answer's body refers to (`apiErrorBodySchema`'s id). */
const ERROR_SCHEMA_REF = '#/components/schemas/ApiError';

/** `Not Found` → `NotFound`: the name of a status's shared response in `components.responses`. */
const responseName = (status: ErrorStatus) => (STATUS_CODES[status] ?? `Error${status}`).replace(/[^A-Za-z0-9]/g, '');

/** One shared response per error status, each with the one error body; 429's says when to retry. */
function errorResponses(statuses: Iterable<ErrorStatus>): Record<string, OpenAPIV3_1.ResponseObject> {
  return Object.fromEntries(
    [...statuses].map((status) => [
      responseName(status),
      {
        description: STATUS_CODES[status] ?? 'Error',
        ...(status === 429
          ? {
              headers: {
                'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
              },
            }
          : {}),
        content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } },
      },
    ]),
  );
}

/** The contract's endpoint of a documented operation: `/api/v1/orders/{id}` and `get` → `GET /orders/:id`. */
function endpointOf(path: string, method: string): Endpoint | undefined {
  const key = `${method.toUpperCase()} ${path.slice(API_PREFIX.length).replace(/\{([^}]+)\}/g, ':$1')}`;
  return (API as unknown as Record<string, Endpoint | undefined>)[key];
}

/** What the reference says of an operation an API token may not call. */
const SESSION_ONLY = 'Needs a signed-in session: an API token is refused with 403.';

/**
 * Completes the document @fastify/swagger built from the routes' schemas with what the
 * contract says of each operation (`src/shared/api/operations.ts`): its `operationId`, the
 * errors it may answer (each a `$ref` to a shared response of the one `ApiError` body), and no
 * security requirement where the endpoint is public; a word on those that refuse API tokens.
 */
export function withOperations(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const used = new Set<ErrorStatus>();
  const paths: OpenAPIV3_1.PathsObject = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const completed: Record<string, unknown> = { ...item };
    for (const [method, value] of Object.entries(item ?? {})) {
      const endpoint = endpointOf(path, method);
      if (!endpoint) continue;
      const operation = value as OpenAPIV3_1.OperationObject;
      const statuses = errorStatusesOf(endpoint);
      for (const status of statuses) used.add(status);
      completed[method] = {
        operationId: operationIdOf(endpoint),
        ...operation,
        ...(endpoint.sessionOnly ? { description: SESSION_ONLY } : {}),
        ...(endpoint.access.kind === 'public' ? { security: [] } : {}),
        responses: {
          ...operation.responses,
          ...Object.fromEntries(
            statuses.map((status) => [String(status), { $ref: `#/components/responses/${responseName(status)}` }]),
          ),
        },
      };
    }
    paths[path] = completed;
  }
  const sorted = [...used].sort((a, b) => a - b);
  return {
    ...document,
    paths,
    components: { ...document.components, responses: { ...document.components?.responses, ...errorResponses(sorted) } },
  };
}
