import type { FastifyPluginCallback } from 'fastify';
import type { Db } from '../../db/connection';
import { drizzleAnalysisRepository } from './analysis.repository';
import { analysisRoutes } from './analysis.routes';
import { AnalysisService } from './analysis.service';

export interface AnalysisModuleOptions {
  readonly db: Db;
}

/**
 * The figures: dashboard summary, niche and designer charts, the analysis of a list (spec
 * sections 6 and 7; docs/figures.md). Register inside /api/v1 before the generic engine,
 * whose `/{resource}/:id` routes these paths would otherwise meet.
 */
export const analysisModule: FastifyPluginCallback<AnalysisModuleOptions> = (app, { db }, done) => {
  analysisRoutes(app, {
    analysis: new AnalysisService(drizzleAnalysisRepository(db)),
  });
  done();
};
