import type { z } from 'zod';
import type { ApiRequest } from '../../../shared/api/client';
import { ApiError } from '../../../shared/api/errors';
import type { IpcResult, apiRequestSchema } from '../../../shared/ipc/contract';

type IpcApiRequest = z.input<typeof apiRequestSchema>;

/** The answer of an invoke, or the `ApiError` main sent back as plain data. */
export function unwrapIpcResult<T>(result: IpcResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiError(result.error);
}

/** An API request as main's schema accepts it: query entries without a value are left out. */
export function toIpcRequest(req: ApiRequest): IpcApiRequest {
  const { method, path, body } = req;
  if (!req.query) return { method, path, body };
  const query: NonNullable<IpcApiRequest['query']> = {};
  for (const [key, value] of Object.entries(req.query)) {
    if (value !== undefined) query[key] = value;
  }
  return { method, path, body, query };
}
