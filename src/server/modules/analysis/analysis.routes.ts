import type { FastifyInstance } from 'fastify';
import { ANALYSED_RESOURCES } from '../../../shared/api/endpoints/analysis';
import { exportEndpoints, ordersExportEndpoint } from '../../../shared/api/endpoints/exports';
import { RESOURCES, type ResourceName } from '../../../shared/domain/resources';
import { route } from '../../plugins/contractRoutes';
import type { AnalysisService } from './analysis.service';
import { heldByDepartment } from '../orderStages/stageHolders.sql';
import type { ExportService } from './export.service';

export interface AnalysisServices {
  readonly analysis: AnalysisService;
  readonly exports: ExportService;
}

/** The figures of spec section 7 and the export of every list. */
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
  for (const endpoint of exportEndpoints) {
    if (endpoint === ordersExportEndpoint) continue; // below, with the list's heldBy
    const name = endpoint.path.split('/')[1] as Exclude<ResourceName, 'orders'>;
    route(app, `GET /${name}/exportExcel`, ({ user, query }) => s.exports.page(user, RESOURCES[name], query));
  }
  // The department holding the orders' stage, as GET /orders takes it: the workbook holds the list's rows.
  route(app, 'GET /orders/exportExcel', ({ user, query: { heldBy, ...query } }) =>
    s.exports.page(user, RESOURCES.orders, query, heldBy === undefined ? undefined : heldByDepartment(heldBy)),
  );
}
