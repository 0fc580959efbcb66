import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/connection';
import type { ResourceService } from '../../resources/index';
import { rollupAnalysisRepository } from './rollups.repository';
import { analysisRoutes } from './analysis.routes';
import { AnalysisService } from './analysis.service';
import { ExportService } from './export.service';

export interface AnalysisModuleOptions {
  readonly db: Db;
  readonly resources: ResourceService;
}

/**
 * The figures (dashboard summary, niche and designer charts, the analysis of a list) and the
 * export of every list (spec sections 6 and 7; docs/figures.md). Register inside /api/v1
 * before the generic engine, whose `/{resource}/:id` routes these paths would otherwise meet.
 */
export const analysisModule: FastifyPluginCallback<AnalysisModuleOptions> = (app, { db, resources }, done) => {
  analysisRoutes(app, {
    analysis: new AnalysisService(rollupAnalysisRepository(db)),
    exports: new ExportService(
      (user, resource, params, options) => resources.list(user, resource, params, options),
      (user, resource, params, options, cells) => resources.listCells(user, resource, params, options, cells),
    ),
  });
  done();
};
