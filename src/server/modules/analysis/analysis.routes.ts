import type { FastifyInstance } from 'fastify';
import { ANALYSED_RESOURCES } from '../../../shared/api/endpoints/analysis';
import { route } from '../../plugins/contractRoutes';
import type { AnalysisService } from './analysis.service';

export interface AnalysisServices {
  readonly analysis: AnalysisService;
}

/** The figures of spec section 7. */
export function analysisRoutes(app: FastifyInstance, s: AnalysisServices): void {
  route(app, 'GET /summaries/dashbroad', ({ user, query }) => s.analysis.dashboard(user, query.filter));
  route(app, 'GET /niches/analysic', ({ user, query }) => s.analysis.niches(user, query.filter));
  route(app, 'GET /users/designersAnalysis', ({ user, query }) => s.analysis.designers(user, query.filter));
  route(app, 'GET /users/designersAnalysisBaseOnStatus/:status', ({ user, params, query }) =>
    s.analysis.designersByStatus(user, params.status, query.filter),
  );
  for (const name of ANALYSED_RESOURCES) {
    route(app, `GET /${name}/analysis`, ({ user, query }) => s.analysis.analyse(user, name, query));
  }
}
