import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INT_MAX } from '../../shared/domain/resourceSchema';
import { RESOURCE_LIST, type ResourceDef } from '../../shared/domain/resources';
import { requireUser } from '../plugins/auth';
import { badRequest } from '../plugins/httpErrors';
import type { ResourceService } from './resource.service';

type Query = Record<string, unknown>;

/** The `:id` of a path: a positive whole number that fits an integer column. */
export function parseId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > INT_MAX) throw badRequest('The id must be a positive whole number.');
  return id;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function routesFor(app: FastifyInstance, service: ResourceService, resource: ResourceDef): void {
  const base = `/${resource.name}`;
  /** Adds a route unless a custom module registered before the engine already answers it. */
  const route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, handler: Handler) => {
    if (!app.hasRoute({ method, url: `${app.prefix}${url}` })) app.route({ method, url, handler });
  };
  route('GET', base, (request) => service.list(requireUser(request), resource, request.query as Query));
  route('GET', `${base}/getDelete`, (request) =>
    service.listDeleted(requireUser(request), resource, request.query as Query),
  );
  route('GET', `${base}/:id`, (request) =>
    service.getOne(requireUser(request), resource, parseId(request), request.query as Query),
  );
  route('POST', base, async (request, reply) => {
    const row = await service.create(requireUser(request), resource, request.body);
    return reply.status(201).send(row);
  });
  route('PUT', `${base}/:id`, (request) =>
    service.update(requireUser(request), resource, parseId(request), request.body),
  );
  route('DELETE', `${base}/:id`, (request) => service.remove(requireUser(request), resource, parseId(request)));
  route('DELETE', `${base}/sortDelete/:id`, (request) =>
    service.remove(requireUser(request), resource, parseId(request), true),
  );
}

/**
 * The generic routes of spec section 7 for every resource of the registry: list, deleted
 * list, get, create, update (and redo), delete and soft delete. Mounted under /api/v1, after
 * the custom modules: a route a module already defines (POST /orders) is left to it.
 */
export function registerResourceRoutes(app: FastifyInstance, service: ResourceService): void {
  for (const resource of RESOURCE_LIST) routesFor(app, service, resource);
}
