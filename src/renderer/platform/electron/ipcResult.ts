import type { z } from 'zod';
import type { ApiRequest } from '../../../shared/api/client';
import type { FormRequest } from '../../../shared/api/formCaller';
import type { FormFile, FormParts } from '../../../shared/api/multipart';
import { ApiError } from '../../../shared/api/errors';
import type { IpcResult, apiRequestSchema } from '../../../shared/ipc/contract';
import { ownedBytes } from '../../../shared/ownedBytes';

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

const copyFile = ({ name, type, bytes }: FormFile): FormFile => ({ name, type, bytes: new Uint8Array(bytes) });

/** A form as main's schema accepts it: each file's bytes copied onto a plain ArrayBuffer (shared buffers are refused). */
export function toIpcForm(req: FormRequest): FormRequest {
  const parts: Record<string, FormParts[string]> = {};
  for (const [name, value] of Object.entries(req.parts)) {
    if (value === undefined) continue;
    parts[name] = typeof value === 'string' ? value : 'bytes' in value ? copyFile(value) : value.map(copyFile);
  }
  return { ...req, parts };
}

/** A file's parts as main's schema accepts them: each a whole plain buffer of its own. */
export function toIpcParts(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer>[] {
  return parts.map(ownedBytes);
}
