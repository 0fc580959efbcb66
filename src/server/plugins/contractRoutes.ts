import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { API, type ApiCatalogue, type ApiKey } from '../../shared/api/api';
import { isMultipart, type Endpoint } from '../../shared/api/endpoint';
import { READ_METHODS } from '../../shared/domain/apiTokens';
import { can } from '../../shared/domain/permissions';
import { refusalOf } from '../../shared/domain/resourceAccess';
import { getResource, type ResourceAction } from '../../shared/domain/resources';
import { requireUser, type AuthUser } from './auth';
import { forbidden, HttpError } from './httpErrors';
import { PreparedJson } from './preparedJson';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route's handler receives: the request's parts as the endpoint's schemas parsed them. */
export interface RouteContext<E extends Endpoint> {
  /** The signed-in user; null only on public endpoints. */
  readonly user: E['access'] extends { readonly kind: 'public' } ? AuthUser | null : AuthUser;
  readonly params: Output<E['params']>;
  readonly query: Output<E['query']>;
  readonly body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/**
 * A route's handler: answers what the endpoint's response schema takes (instants as Dates),
 * or that answer already written as JSON.
 */
export type RouteHandler<E extends Endpoint> = (
  context: RouteContext<E>,
) => Promise<z.output<E['response']> | PreparedJson<z.output<E['response']>>>;

/** A PUT that only clears `isDelete` (and names the version) undoes a soft delete. */
export function isRedoBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const keys = Object.keys(body);
  return keys.includes('isDelete') && keys.every((key) => key === 'isDelete' || key === 'updatedAt');
}

function refuse(user: AuthUser, resourceName: string, action: ResourceAction): void {
  const resource = getResource(resourceName);
  if (!resource) throw new Error(`unknown resource ${resourceName} in the contract`);
  const refusal = refusalOf(user, resource, action);
  if (!refusal) return;
  switch (refusal.reason) {
    case 'readOnly':
      throw new HttpError(405, `${resource.name} is read-only.`);
    case 'noSoftDelete':
      throw new HttpError(405, `${resource.name} are deleted for good: there is nothing to restore.`);
    case 'outsource':
      throw forbidden(`Outsourced users cannot open ${resource.name}.`, { resource: resource.name });
    case 'permission':
      throw forbidden(`Missing permission: ${refusal.resource}.${refusal.action}`, {
        resource: refusal.resource,
        action: refusal.action,
      });
  }
}

/** What an API token may not call: a change with a read-only token, and what needs a session. */
function refuseToken(endpoint: Endpoint, user: AuthUser): void {
  if (!user.token) return;
  if (endpoint.sessionOnly) throw forbidden('API tokens cannot call this: sign in to the app.');
  if (user.token.readOnly && !READ_METHODS.includes(endpoint.method)) {
    throw forbidden('This API token is read-only.');
  }
}

/** Checks the endpoint's access rule; runs before the body or query is validated. */
export function checkAccess(endpoint: Endpoint, request: FastifyRequest): void {
  const { access } = endpoint;
  if (access.kind === 'public') return;
  const user = requireUser(request);
  refuseToken(endpoint, user);
  if (access.kind === 'permission' && !can(user, access.resource, access.action)) {
    throw forbidden(`Missing permission: ${access.resource}.${access.action}`, {
      resource: access.resource,
      action: access.action,
    });
  }
  if (access.kind === 'resource') {
    const redo = access.action === 'update' && isRedoBody(request.body);
    refuse(user, access.resource, redo ? 'redo' : access.action);
  }
}

/** The Fastify schema of an endpoint: validation of its parts, serialisation of its answer, the reference. */
function schemaOf(endpoint: Endpoint): FastifySchema {
  const body = endpoint.body && !isMultipart(endpoint.body) ? endpoint.body : undefined;
  return {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(body ? { body } : {}),
    ...(endpoint.body && isMultipart(endpoint.body) ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.stream ? { produces: ['text/event-stream'] } : {}),
    response: { [endpoint.status ?? 200]: endpoint.response },
  };
}

/** What a generic handler receives: the parts as the schemas parsed them, typed by the caller. */
export interface LooseContext {
  readonly user: AuthUser | null;
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/**
 * Registers the handler of one endpoint of the contract: its schemas validate the request and
 * serialise the answer, and its access rule is checked before anything of the request is read.
 */
export function registerEndpoint(
  app: FastifyInstance,
  endpoint: Endpoint,
  handler: (context: LooseContext) => Promise<unknown>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    preValidation: (request, _reply, done) => {
      try {
        checkAccess(endpoint, request);
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    handler: async (request, reply) => {
      const { user, params, query, body } = request;
      const answer = await handler({ user, params, query, body, request, reply });
      // A stream (the live events) answers on the raw socket itself.
      if (reply.sent) return reply;
      reply.status(endpoint.status ?? 200);
      if (answer instanceof PreparedJson) {
        return reply.type('application/json; charset=utf-8').send(answer.body);
      }
      return reply.send(answer);
    },
  });
}

/** Registers the typed handler of the catalogue's endpoint `key`. */
export function route<K extends ApiKey>(app: FastifyInstance, key: K, handler: RouteHandler<ApiCatalogue[K]>): void {
  // The context's parts are what the endpoint's schemas parsed, so they have its types.
  registerEndpoint(app, API[key], (context) => handler(context as RouteContext<ApiCatalogue[K]>));
}
