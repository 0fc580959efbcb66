import { ApiError, ERROR_TEXTS } from '../../shared/api/errors';
import type { FormCaller } from '../../shared/api/formCaller';
import type { FormFile } from '../../shared/api/multipart';
import {
  MAX_UPLOAD_FILES,
  MAX_UPLOAD_NAME_LENGTH,
  isUploadSizeAllowed,
  type UploadResult,
  type UploadType,
} from '../../shared/api/uploads';
import type { ClipboardImage } from '../../shared/ipc/contract';

/** Why files were refused before any upload: an i18n key of `upload.*`. */
export type UploadRefusal = 'upload.notImage' | 'upload.tooLarge' | 'upload.tooMany';

/** Client-side checks of spec section 5: images only, each under 5 MB, at most ten at once. */
export function refuseFiles(files: readonly File[], max = MAX_UPLOAD_FILES): UploadRefusal | null {
  if (files.length > max) return 'upload.tooMany';
  if (files.some((f) => !f.type.startsWith('image/') || f.type === 'image/vnd.adobe.photoshop'))
    return 'upload.notImage';
  if (files.some((f) => !isUploadSizeAllowed(f.size))) return 'upload.tooLarge';
  return null;
}

/** The server's own message of a failed upload; null when the generic upload text is due (spec section 8). */
export function uploadFailureMessage(error: unknown): string | null {
  if (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.statusCode < 500 &&
    error.message !== ERROR_TEXTS.generic
  ) {
    return error.message;
  }
  return null;
}

/** A file as the form caller sends it: its bytes, its type and its name (cut to the length main accepts). */
export async function formFile(file: File): Promise<FormFile> {
  return {
    name: file.name.slice(0, MAX_UPLOAD_NAME_LENGTH),
    type: file.type,
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
}

/** Reads the files and sends them to POST /uploadFile (never the token: main or the cookie adds it). */
export async function uploadFiles(
  callForm: FormCaller,
  files: readonly File[],
  { type, orderId }: { readonly type?: UploadType; readonly orderId?: number },
): Promise<UploadResult[]> {
  const images = await Promise.all(files.map(formFile));
  return callForm('POST /uploadFile', { parts: { images, type, orderId: orderId?.toString() } });
}

/** `list` with the item at `from` moved to `to` (a multi-image field's order). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** A clipboard image (read by main in the desktop app) as a file, so it is checked and shown like any other. */
export function clipboardFile({ type, data }: ClipboardImage): File {
  return new File([new Uint8Array(data)], `clipboard.${type.split('/')[1] ?? 'png'}`, { type });
}
