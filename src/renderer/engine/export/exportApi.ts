import { API } from '../../../shared/api/api';
import { toApiRequest } from '../../../shared/api/apiCaller';
import type { ApiRequest } from '../../../shared/api/client';
import type { Endpoint } from '../../../shared/api/endpoint';
import type { ExportRequest } from './exportRange';

/**
 * `GET /{resource}/exportExcel` for a resource named at run time (the generic list pages),
 * answered as the bytes that arrived: the export's worker reads them and checks them against
 * the contract's schema before a cell of them is written (pageReader.ts).
 */
export async function fetchExportPage(
  sendBytes: (request: ApiRequest) => Promise<Uint8Array>,
  resource: string,
  query: ExportRequest & { readonly after?: string; readonly limit: number },
): Promise<Uint8Array> {
  const endpoint = (API as Readonly<Record<string, Endpoint | undefined>>)[`GET /${resource}/exportExcel`];
  if (!endpoint) throw new Error(`The API has no export of ${resource}.`);
  return sendBytes(toApiRequest(endpoint, { query: { ...query } }));
}
