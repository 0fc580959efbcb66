import { API } from '../../../shared/api/api';
import { toApiRequest } from '../../../shared/api/apiCaller';
import type { ApiRequest } from '../../../shared/api/client';
import type { Endpoint } from '../../../shared/api/endpoint';
import { exportPageSchema, type ExportPage } from '../../../shared/api/endpoints/exports';
import type { ExportRequest } from './exportRange';

/**
 * `GET /{resource}/exportExcel` for a resource named at run time (the generic list pages),
 * its answer checked against the contract's schema before a cell of it is written.
 */
export async function fetchExportPage(
  send: (request: ApiRequest) => Promise<unknown>,
  resource: string,
  query: ExportRequest & { readonly after?: string; readonly limit: number },
): Promise<ExportPage> {
  const endpoint = (API as Readonly<Record<string, Endpoint | undefined>>)[`GET /${resource}/exportExcel`];
  if (!endpoint) throw new Error(`The API has no export of ${resource}.`);
  return exportPageSchema.parse(await send(toApiRequest(endpoint, { query: { ...query } })));
}
