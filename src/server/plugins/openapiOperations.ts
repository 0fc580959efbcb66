import type { OpenAPIV3_1 } from 'openapi-types';
import { API } from '../../shared/api/api';
import { API_PREFIX } from '../../shared/api/client';
import type { Endpoint } from '../../shared/api/endpoint';
import { operationIdOf } from '../../shared/api/operations';

/** The contract's endpoint of a documented operation: `/api/v1/orders/{id}` and `get` → `GET /orders/:id`. */
function endpointOf(path: string, method: string): Endpoint | undefined {
  const key = `${method.toUpperCase()} ${path.slice(API_PREFIX.length).replace(/\{([^}]+)\}/g, ':$1')}`;
  return (API as unknown as Record<string, Endpoint | undefined>)[key];
}

/**
 * Completes the document @fastify/swagger built from the routes' schemas with what the
 * contract says of each operation (`src/shared/api/operations.ts`): its `operationId`, and no
 * security requirement where the endpoint is public.
 */
export function withOperations(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const paths: OpenAPIV3_1.PathsObject = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const completed: Record<string, unknown> = { ...item };
    for (const [method, value] of Object.entries(item ?? {})) {
      const endpoint = endpointOf(path, method);
      if (!endpoint) continue;
      completed[method] = {
        operationId: operationIdOf(endpoint),
        ...(value as OpenAPIV3_1.OperationObject),
        ...(endpoint.access.kind === 'public' ? { security: [] } : {}),
      };
    }
    paths[path] = completed;
  }
  return { ...document, paths };
}
