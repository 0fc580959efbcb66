import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../src/shared/api/api';
import { API_PREFIX } from '../../src/shared/api/client';
import { endpointKey } from '../../src/shared/api/endpoint';
import { errorStatusesOf, operationIdOf } from '../../src/shared/api/operations';
import { DOCS_PATH, OPENAPI_PATH } from '../../src/server/plugins/openapi';
import { createTestApp, type TestApp } from './harness';

/**
 * Issue 7: the REST contract, the routes the server registered and the OpenAPI document it
 * serves say the same thing — no endpoint missing from one, none extra in another.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every `$ref` of a document, with where it stands, that does not point at a part of the document. */
function unresolvedRefs(doc: unknown): string[] {
  const target = (ref: string): unknown =>
    ref.startsWith('#/')
      ? ref
          .slice(2)
          .split('/')
          .reduce<unknown>(
            (node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
            doc,
          )
      : undefined;
  const found: string[] = [];
  const walk = (node: unknown, at: string): void => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        if (target(value) === undefined) found.push(`${at}: ${value}`);
      } else walk(value, `${at}/${key}`);
    }
  };
  walk(doc, '');
  return found;
}

/** `/orders/:id/clone` → `/orders/{id}/clone`, as OpenAPI writes path parameters. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

const contract = new Set(ALL_ENDPOINTS.map((e) => `${e.method} ${API_PREFIX}${e.path}`));

/** The API routes Fastify registered, without the reference's own pages. */
function apiRoutes(): Set<string> {
  return new Set(
    t.app.registeredRoutes.filter((r) => {
      const path = r.slice(r.indexOf(' ') + 1);
      return path.startsWith(`${API_PREFIX}/`) && !path.startsWith(DOCS_PATH) && path !== OPENAPI_PATH;
    }),
  );
}

describe('the REST contract', () => {
  it('is what the server registered: no endpoint missing, none extra', () => {
    const registered = apiRoutes();
    expect([...contract].filter((key) => !registered.has(key))).toEqual([]);
    expect([...registered].filter((key) => !contract.has(key))).toEqual([]);
  });

  it('is what the OpenAPI document lists, each operation with its schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, { responses?: object }>> }>();
    expect(doc.openapi).toBe('3.1.0');
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const expected = new Set(ALL_ENDPOINTS.map((e) => `${e.method} ${API_PREFIX}${openApiPath(e.path)}`));
    expect([...expected].filter((key) => !documented.has(key))).toEqual([]);
    expect([...documented].filter((key) => !expected.has(key))).toEqual([]);
    for (const endpoint of ALL_ENDPOINTS) {
      const operation = doc.paths[`${API_PREFIX}${openApiPath(endpoint.path)}`]?.[endpoint.method.toLowerCase()];
      expect(operation?.responses, endpointKey(endpoint)).toHaveProperty(String(endpoint.status ?? 200));
    }
  });

  it('resolves every $ref inside the document itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(unresolvedRefs(res.json())).toEqual([]);
  });

  it('names every operation once, after its catalogue key, and documents its errors with the one error body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<{
      paths: Record<string, Record<string, { operationId?: string; responses: Record<string, { $ref?: string }> }>>;
      components: { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }> };
    }>();
    const ids = ALL_ENDPOINTS.map((endpoint) => {
      const operation = doc.paths[`${API_PREFIX}${openApiPath(endpoint.path)}`][endpoint.method.toLowerCase()];
      expect(operation.operationId).toBe(operationIdOf(endpoint));
      const documented = Object.keys(operation.responses).filter((status) => Number(status) >= 400);
      expect(documented, endpointKey(endpoint)).toEqual(errorStatusesOf(endpoint).map(String));
      for (const status of documented) {
        const name = operation.responses[status].$ref!.replace('#/components/responses/', '');
        expect(doc.components.responses[name].content['application/json'].schema.$ref).toBe(
          '#/components/schemas/ApiError',
        );
      }
      return operation.operationId;
    });
    expect(new Set(ids).size).toBe(ALL_ENDPOINTS.length);
  });

  it('is browsable at /api/v1/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers a request the contract refuses with 400 naming the field, before any handler runs', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/login`, payload: { email: 'a@b.c' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('password');
  });
});
