import type { FastifyPluginCallback } from 'fastify';
import { registerResourceRoutes } from './resource.routes';
import type { ResourceService } from './resource.service';

export { resolveListQuery, parseIncludes, type ListParams } from './listParams';
export {
  ResourceService,
  STALE_MESSAGE,
  type CellListResult,
  type CursorListResult,
  type ScopedListOptions,
  type WriteTransforms,
} from './resource.service';
export { continueAfter } from './listCursor';
export { drizzleResourceRepository, type ResourceRepository, type Row } from './resource.repository';
export type { RowCondition } from './rowCondition';
export { scopeCondition } from './scope';

export interface ResourceEngineOptions {
  /** The engine's rules, shared with the modules' custom lists. */
  readonly service: ResourceService;
}

/** The generic resource engine: register inside the /api/v1 prefix, after the capability modules. */
export const resourceEngine: FastifyPluginCallback<ResourceEngineOptions> = (app, { service }, done) => {
  registerResourceRoutes(app, service);
  done();
};
