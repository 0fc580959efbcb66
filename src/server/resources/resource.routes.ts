import type { FastifyInstance } from 'fastify';
import { ALL_ENDPOINTS, isGenericEndpoint } from '../../shared/api/api';
import { endpointKey, type Endpoint } from '../../shared/api/endpoint';
import type { ListQueryValues } from '../../shared/api/listQuery';
import { getResource, type ResourceDef } from '../../shared/domain/resources';
import { registerEndpoint, type LooseContext } from '../plugins/contractRoutes';
import { requireUser } from '../plugins/auth';
import { parseIncludes, resolveListQuery } from './listParams';
import type { ResourceService } from './resource.service';

/** The parts of a generic request as its endpoint's schemas parsed them. */
const idOf = (context: LooseContext) => (context.params as { readonly id: number }).id;
const queryOf = (context: LooseContext) => (context.query ?? {}) as ListQueryValues;
const bodyOf = (context: LooseContext) => context.body as Readonly<Record<string, unknown>>;
const userOf = (context: LooseContext) => requireUser(context.request);

type Handler = (service: ResourceService, resource: ResourceDef, context: LooseContext) => Promise<unknown>;

/** The engine's handler of each generic endpoint, by what follows `/{resource}` in its path. */
const HANDLERS: Readonly<Record<string, Handler>> = {
  'GET ': (s, r, c) => s.listJson(userOf(c), r, resolveListQuery(r, queryOf(c))),
  'GET /getDelete': (s, r, c) => s.listJson(userOf(c), r, resolveListQuery(r, queryOf(c)), { deleted: 'only' }),
  'GET /:id': (s, r, c) => s.getOneJson(userOf(c), r, idOf(c), parseIncludes(r, queryOf(c).includes)),
  'POST ': (s, r, c) => s.create(userOf(c), r, bodyOf(c)),
  'PUT /:id': (s, r, c) => s.update(userOf(c), r, idOf(c), bodyOf(c)),
  'DELETE /:id': (s, r, c) => s.remove(userOf(c), r, idOf(c)),
  'DELETE /sortDelete/:id': (s, r, c) => s.remove(userOf(c), r, idOf(c), true),
  'GET /me': (s, r, c) => s.mine(userOf(c), r, resolveListQuery(r, queryOf(c))),
};

function register(app: FastifyInstance, service: ResourceService, endpoint: Endpoint): void {
  const resource = getResource(endpoint.path.split('/')[1] ?? '');
  const handler = resource && HANDLERS[`${endpoint.method} ${endpoint.path.slice(resource.name.length + 1)}`];
  if (!resource || !handler) throw new Error(`the engine has no handler for ${endpointKey(endpoint)}`);
  registerEndpoint(app, endpoint, (context) => handler(service, resource, context));
}

/**
 * The generic routes of spec section 7 for every resource of the registry, from the
 * contract: every generic endpoint that no capability module replaced.
 */
export function registerResourceRoutes(app: FastifyInstance, service: ResourceService): void {
  for (const endpoint of ALL_ENDPOINTS) if (isGenericEndpoint(endpoint)) register(app, service, endpoint);
}
