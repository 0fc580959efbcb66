import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { z } from 'zod';
import { API_PREFIX, API_VERSION } from '../../shared/api/client';
import { describeFieldErrors, fieldErrors } from '../../shared/domain/validation/fieldErrors';
import { HttpError } from './httpErrors';
import { withOperations } from './openapiOperations';
import { withoutUnusedSchemas } from './openapiUnusedSchemas';

/** Where the reference lives: the OpenAPI document and the browsable pages. */
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const DOCS_PATH = `${API_PREFIX}/docs`;

/** The issue a domain rule raised with a code of its own (`comments.requireRate`), if any. */
function codedIssue(error: z.ZodError): { message: string; code: string } | null {
  for (const issue of error.issues) {
    const code = (issue as { params?: { code?: unknown } }).params?.code;
    if (issue.code === 'custom' && typeof code === 'string') return { message: issue.message, code };
  }
  return null;
}

/** A 400 that names each bad field, or the unknown query parameters, or the rule's own message. */
export function validationError(error: z.ZodError, part: string): HttpError {
  const coded = codedIssue(error);
  if (coded) return new HttpError(400, coded.message, { code: coded.code, fields: fieldErrors(error) });
  if (part === 'querystring') {
    const unknown = error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : []));
    if (unknown.length > 0) {
      return new HttpError(400, `Unknown query parameter: ${unknown.map((k) => k.slice(0, 60)).join(', ')}.`);
    }
    const messages = [...new Set(error.issues.map((issue) => issue.message))];
    return new HttpError(400, messages.join(' '));
  }
  if (part === 'params') return new HttpError(400, [...new Set(error.issues.map((i) => i.message))].join(' '));
  const fields = fieldErrors(error);
  return new HttpError(400, describeFieldErrors(fields), { fields });
}

/** Validates a request part with the endpoint's zod schema; a failure is our 400, not Fastify's. */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: validationError(result.error, httpPart ?? 'body') };
  };

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * Fastify's `schemaController`: every route's schemas are zod's, validated by
 * `validatorCompiler` and serialised by the zod type provider. Given as Fastify's compilers
 * (not set after), so Fastify never loads its compilers for JSON Schema, Ajv and
 * fast-json-stringify's: some 150 ms of every start.
 */
export const zodSchemaController: FastifyServerOptions['schemaController'] = {
  // Fastify types the factories for JSON Schema (a route's schema is `unknown`); every route of this app gives zod's.
  compilersFactory: {
    buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
    buildSerializer: (() => serializerCompiler) as unknown as CompilersFactory['buildSerializer'],
  },
};

/**
 * Documents the routes' zod schemas (the app's `schemaController` is `zodSchemaController`): the OpenAPI
 * 3.1 document at /api/v1/openapi.json and a browsable reference at /api/v1/docs. Install
 * before any route is added, so every route reaches the document.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Back office API',
        version: API_VERSION,
        description:
          'The `/api/v1` server of the back office. Sign in with POST /auth/login and send `Authorization: Bearer <token>`, or send a personal access token (`bo_pat_…`, made in the profile) the same way: it acts as its owner within the permissions it was given, read-only tokens only read, and it never grants more than its owner holds. Lists take `limit`, `offset`, `filter` (JSON), `includes`, `q` and `orderBy`, and answer `{results, total}`. Errors are `{statusCode, error, message, details?}`.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // The document's type from openapi-types, which @fastify/swagger returns as its own.
    transformObject: (document) =>
      withoutUnusedSchemas(withOperations(jsonSchemaTransformObject(document) as OpenAPIV3_1.Document)),
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH, staticCSP: true });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}
